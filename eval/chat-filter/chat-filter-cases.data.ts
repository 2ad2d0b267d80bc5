import type { ChatFilterCase } from './chat-filter-case';
import { germanCases } from './chat-filter-cases-de.data';
import { englishCases } from './chat-filter-cases-en.data';
import { heldOutCases } from './chat-filter-held-out.data';

/** The whole labelled set: German and English tuning cases plus the held-out quarter. */
export const chatFilterCases: ChatFilterCase[] = [...germanCases, ...englishCases, ...heldOutCases];
