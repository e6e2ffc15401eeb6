// lz-string's Base64 codec (compressToBase64, decompressFromBase64), which f-puzzles and SudokuPad use
// for a puzzle's payload: the editor writes and reads payloads without the server, so that setting a
// puzzle works offline. The algorithm is lz-string's (MIT, pieroxy): an LZW whose dictionary grows
// with the text, its codes written least significant bit first in 6-bit characters.

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

/** Bits written least significant first, six to a Base64 character. */
class BitWriter {
  constructor() {
    this.out = [];
    this.value = 0;
    this.position = 0;
  }

  write(value, count) {
    for (let i = 0; i < count; i++) {
      this.value = (this.value << 1) | (value & 1);
      value >>= 1;
      if (this.position === 5) {
        this.out.push(ALPHABET.charAt(this.value));
        this.position = 0;
        this.value = 0;
      } else {
        this.position++;
      }
    }
  }

  /** The characters written, the last one padded with zero bits, and "=" to a multiple of four. */
  finish() {
    for (;;) {
      this.value <<= 1;
      if (this.position === 5) {
        this.out.push(ALPHABET.charAt(this.value));
        break;
      }
      this.position++;
    }
    const text = this.out.join("");
    return text + "===".slice(0, (4 - (text.length % 4)) % 4);
  }
}

/** text compressed as lz-string's compressToBase64 writes it. */
export function compressToBase64(text) {
  const codes = new Map(), fresh = new Set(), bits = new BitWriter();
  let size = 3, width = 2, enlargeIn = 2, w = "";
  const grow = () => {
    if (--enlargeIn === 0) {
      enlargeIn = 2 ** width;
      width++;
    }
  };
  // The code of w: a character seen for the first time goes as itself (8 or 16 bits after a 0 or 1).
  const emit = () => {
    if (fresh.has(w)) {
      const code = w.charCodeAt(0), wide = code >= 256;
      bits.write(wide ? 1 : 0, width);
      bits.write(code, wide ? 16 : 8);
      grow();
      fresh.delete(w);
    } else {
      bits.write(codes.get(w), width);
    }
    grow();
  };
  for (const c of text.split("")) {
    if (!codes.has(c)) {
      codes.set(c, size++);
      fresh.add(c);
    }
    if (codes.has(w + c)) {
      w += c;
    } else {
      emit();
      codes.set(w + c, size++);
      w = c;
    }
  }
  if (w !== "") emit();
  bits.write(2, width);
  return bits.finish();
}

/** The text of a payload compressToBase64 wrote; null where it is not one. */
export function decompressFromBase64(payload) {
  if (typeof payload !== "string" || !/^[A-Za-z0-9+/=]+$/.test(payload)) return null;
  let index = 0, value = 0, position = 0;
  const read = (count) => {
    let result = 0;
    for (let power = 0; power < count; power++) {
      if (position === 0) {
        if (index >= payload.length) throw new RangeError("payload cut short");
        value = ALPHABET.indexOf(payload.charAt(index++));
        position = 32;
      }
      if (value & position) result |= 1 << power;
      position >>= 1;
    }
    return result;
  };
  try {
    const dictionary = ["", "", ""], result = [];
    let width = 3, enlargeIn = 4, first = read(2);
    if (first === 2) return "";
    if (first > 2) return null;
    let w = String.fromCharCode(read(first === 0 ? 8 : 16));
    dictionary.push(w);
    result.push(w);
    for (;;) {
      let c = read(width);
      if (c === 2) return result.join("");
      if (c < 2) {
        dictionary.push(String.fromCharCode(read(c === 0 ? 8 : 16)));
        c = dictionary.length - 1;
        enlargeIn--;
      }
      if (enlargeIn === 0) {
        enlargeIn = 2 ** width;
        width++;
      }
      const entry = c < dictionary.length && c > 2 ? dictionary[c] : c === dictionary.length ? w + w.charAt(0) : null;
      if (entry === null) return null;
      result.push(entry);
      dictionary.push(w + entry.charAt(0));
      enlargeIn--;
      w = entry;
      if (enlargeIn === 0) {
        enlargeIn = 2 ** width;
        width++;
      }
    }
  } catch (e) {
    return null;
  }
}
