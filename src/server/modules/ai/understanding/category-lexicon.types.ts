/** Item words per leaf category id; the first entry of each language is the title noun. */
export type CategoryLexicon = Record<string, { de: string[]; en: string[] }>;
