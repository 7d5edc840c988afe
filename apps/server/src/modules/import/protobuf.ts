// Just enough of the protobuf wire format for Anki's media list and notetype config.

export type ProtoValue = number | Uint8Array;

export function readProto(bytes: Uint8Array): Array<[field: number, value: ProtoValue]> {
  const fields: Array<[number, ProtoValue]> = [];
  let pos = 0;
  const varint = (): number => {
    let result = 0;
    let factor = 1;
    for (;;) {
      if (pos >= bytes.length) throw new Error('truncated protobuf');
      const byte = bytes[pos++];
      result += (byte & 0x7f) * factor;
      if (byte < 0x80) return result;
      factor *= 128;
    }
  };
  while (pos < bytes.length) {
    const key = varint();
    const field = Math.floor(key / 8);
    switch (key & 7) {
      case 0:
        fields.push([field, varint()]);
        break;
      case 1:
        pos += 8;
        break;
      case 2: {
        const length = varint();
        if (pos + length > bytes.length) throw new Error('truncated protobuf');
        fields.push([field, bytes.subarray(pos, pos + length)]);
        pos += length;
        break;
      }
      case 5:
        pos += 4;
        break;
      default:
        throw new Error('unsupported protobuf wire type');
    }
  }
  return fields;
}

function writeVarint(out: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 128) | 0x80);
    rest = Math.floor(rest / 128);
  }
  out.push(rest);
}

/** Encodes a flat message of varint and length-delimited fields (used by the tests to build newer packages). */
export function writeProto(fields: Array<[field: number, value: ProtoValue]>): Uint8Array {
  const out: number[] = [];
  for (const [field, value] of fields) {
    if (typeof value === 'number') {
      writeVarint(out, field * 8);
      writeVarint(out, value);
    } else {
      writeVarint(out, field * 8 + 2);
      writeVarint(out, value.length);
      for (const byte of value) out.push(byte);
    }
  }
  return Uint8Array.from(out);
}
