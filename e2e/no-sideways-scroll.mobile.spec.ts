// Every built page on a 320 px phone: no sideways scroll, every control named
// (docs/product/layout.md, "Small screens").
import { everyPageFitsIn320px } from './support/no-sideways-scroll';

everyPageFitsIn320px();
