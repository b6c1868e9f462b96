// Mail addresses as an admin writes them on the Mail page: one a line (commas and semicolons
// between addresses are read as new lines, as a pasted list has them). Pure: the text of saved
// addresses, and the addresses of a text with what is wrong on which line.
import { OUTGOING_LIMITS } from '@shared/api/outgoing';
import { isValidEmail } from '@shared/validation';

/** What is wrong with an address list; a line is counted from 1. */
export type AddressProblem =
  | { kind: 'badAddress'; line: number; address: string }
  | { kind: 'tooLong'; line: number; address: string }
  | { kind: 'tooMany'; line: number };

export interface ReadAddresses {
  addresses: string[];
  /** The line of each address, for the server's refusal, which names an address by its index. */
  lines: number[];
  problems: AddressProblem[];
}

export const textOfAddresses = (addresses: readonly string[]) => addresses.join('\n');

const SEPARATORS = /[,;，；]/u;

export function addressesOfText(text: string): ReadAddresses {
  const read: ReadAddresses = { addresses: [], lines: [], problems: [] };
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    for (const address of raw
      .split(SEPARATORS)
      .map((part) => part.trim())
      .filter(Boolean)) {
      // An address written twice is sent once: the team would get every mail twice otherwise.
      const key = address.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      if (address.length > OUTGOING_LIMITS.address) read.problems.push({ kind: 'tooLong', line, address });
      else if (!isValidEmail(address)) read.problems.push({ kind: 'badAddress', line, address });
      // The first address past the limit says so; the ones after it say nothing more.
      if (read.addresses.length == OUTGOING_LIMITS.addresses) read.problems.push({ kind: 'tooMany', line });
      read.addresses.push(address);
      read.lines.push(line);
    }
  });
  return read;
}
