import { randomInt } from 'node:crypto';

/** Without 0/O, 1/I/L and U: a reference read out on the phone is not misheard. */
const alphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A ticket reference such as FB-7K3Q9D (30^6, about 729 million); the column is unique. */
export function newFeedbackReference(): string {
  let code = '';
  for (let index = 0; index < 6; index += 1) code += alphabet[randomInt(alphabet.length)];
  return `FB-${code}`;
}
