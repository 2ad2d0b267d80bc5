/** One extracted fact: the value, how sure the extractor is (0..1), and the words it read it from. */
export interface Extraction<T> {
  value: T;
  confidence: number;
  evidence: string;
}
