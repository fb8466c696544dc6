// Counting, in bytes streamed out of a zip entry, what SheetJS's XML sheet reader would turn into cells, so the
// cells are bounded before anything is parsed. SheetJS (parse_ws_xml_data) splits a sheet at
// every `</row>` (/<\/(?:\w+:)?row>/), then each row at every cell tag (/<(?:\w+:)?c[ \/>]/); every cell it
// stores comes from one such piece, so the two counts added bound the cells a part can produce. The matcher is
// a small state machine rather than a regex over text because the bytes arrive in chunks and a namespace prefix
// (`\w+`) has no length limit, so a match can straddle any number of chunks.

const LT = 0x3c; // <
const SLASH = 0x2f; // /
const COLON = 0x3a; // :
const GT = 0x3e; // >
const SPACE = 0x20;
const C = 0x63; // c

const isWord = (byte: number) =>
  (byte >= 0x30 && byte <= 0x39) ||
  (byte >= 0x41 && byte <= 0x5a) ||
  (byte >= 0x61 && byte <= 0x7a) ||
  byte === 0x5f;

const ROW = [0x72, 0x6f, 0x77]; // row

// The matcher's states.
const TEXT = 0;
/** After `<`. */
const OPEN = 1;
/** After `<c`: a cell tag, or the start of a prefix such as `<cx:`. */
const OPEN_C = 2;
/** Inside the prefix of an opening tag. */
const OPEN_PREFIX = 3;
/** After `<prefix:`. */
const OPEN_AFTER_PREFIX = 4;
/** After `<prefix:c`. */
const OPEN_PREFIX_C = 5;
/** After `</`, reading a word that is either `row` or a prefix. */
const CLOSE = 6;
/** After `</prefix:`, matching `row>`. */
const CLOSE_AFTER_PREFIX = 7;

/** Feeds bytes in order; `count` is an upper bound of the cells SheetJS would read from them as a sheet. */
export class CellCounter {
  count = 0;
  private state = TEXT;
  /** In Close: how much of `row` the word is so far (-1: it is not `row`). In CloseAfterPrefix: `row>` matched. */
  private matched = 0;

  feed(bytes: Uint8Array): void {
    let state = this.state;
    let matched = this.matched;
    for (let index = 0; index < bytes.length; index++) {
      const byte = bytes[index] as number;
      // A `<` always starts a new candidate, whatever was being matched: neither pattern contains one inside.
      if (byte === LT) {
        state = OPEN;
        continue;
      }
      switch (state) {
        case TEXT:
          break;
        case OPEN:
          if (byte === C) state = OPEN_C;
          else if (byte === SLASH) {
            state = CLOSE;
            matched = 0;
          } else state = isWord(byte) ? OPEN_PREFIX : TEXT;
          break;
        case OPEN_C:
          if (byte === SPACE || byte === SLASH || byte === GT) {
            this.count++;
            state = TEXT;
          } else if (byte === COLON) state = OPEN_AFTER_PREFIX;
          else state = isWord(byte) ? OPEN_PREFIX : TEXT;
          break;
        case OPEN_PREFIX:
          if (byte === COLON) state = OPEN_AFTER_PREFIX;
          else if (!isWord(byte)) state = TEXT;
          break;
        case OPEN_AFTER_PREFIX:
          state = byte === C ? OPEN_PREFIX_C : TEXT;
          break;
        case OPEN_PREFIX_C:
          if (byte === SPACE || byte === SLASH || byte === GT) this.count++;
          state = TEXT;
          break;
        case CLOSE:
          if (byte === GT) {
            if (matched === ROW.length) this.count++;
            state = TEXT;
          } else if (byte === COLON) {
            state = CLOSE_AFTER_PREFIX;
            matched = 0;
          } else if (isWord(byte)) {
            matched = matched >= 0 && ROW[matched] === byte ? matched + 1 : -1;
          } else state = TEXT;
          break;
        case CLOSE_AFTER_PREFIX:
          if (matched < ROW.length && ROW[matched] === byte) matched++;
          else {
            if (matched === ROW.length && byte === GT) this.count++;
            state = TEXT;
          }
          break;
      }
    }
    this.state = state;
    this.matched = matched;
  }
}
