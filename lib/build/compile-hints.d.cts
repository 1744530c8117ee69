type SourceMapSection = { offset: { line: number; column: number }; map: unknown };
type SourceMap = { mappings?: string; sections?: SourceMapSection[]; [key: string]: unknown };

/** V8's compile hint, as the first line of a startup script. */
export declare const HINT: string;
/** The source with the hint as its first line (unchanged when it has it already). */
export declare function withCompileHint(source: string): string;
/** The map of the same file with one line added on top. */
export declare function shiftSourceMap<T extends SourceMap>(map: T): T;
/** The entry scripts a client reference manifest lists for its layouts and pages. */
export declare function entryScriptsOf(manifestSource: string): string[];
/** The startup scripts of a build (`static/chunks/…`, relative to the build folder). */
export declare function startupScripts(distDir: string): string[];
/** Writes the hint into every startup script of the build; returns the files it changed. */
export declare function markStartupScripts(distDir: string): string[];
