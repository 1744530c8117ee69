// Phoenix frames as realtime-js speaks them: vsn 2.0.0 sends JSON arrays
// [join_ref, ref, topic, event, payload] plus binary broadcast frames; vsn 1.0.0 sends JSON
// objects {topic, event, payload, ref, join_ref}.

export type Vsn = '1.0.0' | '2.0.0';

export type Frame = {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
};

/** A client broadcast sent as a binary "user broadcast push" (kind 3). */
export type BinaryPush = {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  /** true: the user payload is UTF-8 JSON; false: raw bytes. */
  json: boolean;
  payload: Buffer;
};

export class FrameError extends Error {}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;

function refOf(value: unknown, field: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new FrameError(`${field} must be a string or null`);
}

function stringOf(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new FrameError(`${field} must be a string`);
  return value;
}

export function decodeText(text: string, vsn: Vsn): Frame {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new FrameError('frame is not valid JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(raw) || raw.length !== 5) throw new FrameError('expected [join_ref, ref, topic, event, payload]');
    return {
      joinRef: refOf(raw[0], 'join_ref'),
      ref: refOf(raw[1], 'ref'),
      topic: stringOf(raw[2], 'topic'),
      event: stringOf(raw[3], 'event'),
      payload: raw[4],
    };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new FrameError('expected {topic, event, payload, ref}');
  const o = raw as Record<string, unknown>;
  return {
    joinRef: refOf(o.join_ref, 'join_ref'),
    ref: refOf(o.ref, 'ref'),
    topic: stringOf(o.topic, 'topic'),
    event: stringOf(o.event, 'event'),
    payload: o.payload,
  };
}

export function decodeBinary(buf: Buffer): BinaryPush {
  if (buf.length < 7) throw new FrameError('binary frame too short');
  if (buf[0] !== KIND_USER_BROADCAST_PUSH) throw new FrameError(`unsupported binary frame kind ${buf[0]}`);
  const lengths = [buf[1], buf[2], buf[3], buf[4], buf[5]];
  const encoding = buf[6];
  if (encoding !== 0 && encoding !== 1) throw new FrameError(`unknown payload encoding ${encoding}`);
  let offset = 7;
  const parts = lengths.map((len) => {
    if (offset + len > buf.length) throw new FrameError('binary frame header overruns the frame');
    const s = buf.toString('utf8', offset, offset + len);
    offset += len;
    return s;
  });
  const [joinRef, ref, topic, event] = parts; // parts[4] is the metadata, unused here
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event,
    json: encoding === 1,
    payload: buf.subarray(offset),
  };
}

/** Encodes a frame whose payload is already JSON text (fan-out encodes shared payloads once). */
export function encodeRaw(frame: Omit<Frame, 'payload'>, payloadJson: string, vsn: Vsn): string {
  const j = JSON.stringify;
  if (vsn === '2.0.0') {
    return `[${j(frame.joinRef)},${j(frame.ref)},${j(frame.topic)},${j(frame.event)},${payloadJson}]`;
  }
  return `{"topic":${j(frame.topic)},"event":${j(frame.event)},"payload":${payloadJson},"ref":${j(frame.ref)},"join_ref":${j(frame.joinRef)}}`;
}

export function encodeText(frame: Frame, vsn: Vsn): string {
  return encodeRaw(frame, JSON.stringify(frame.payload ?? {}), vsn);
}

/** Server → client binary broadcast (kind 4) for raw-byte payloads, which JSON cannot carry. */
export function encodeUserBroadcast(topic: string, event: string, payload: Buffer): Buffer {
  const t = Buffer.from(topic, 'utf8');
  const e = Buffer.from(event, 'utf8');
  if (t.length > 255 || e.length > 255) throw new FrameError('topic or event longer than 255 bytes');
  const header = Buffer.from([KIND_USER_BROADCAST, t.length, e.length, 0, 0]);
  return Buffer.concat([header, t, e, payload]);
}
