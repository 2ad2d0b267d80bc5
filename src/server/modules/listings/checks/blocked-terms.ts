import { hasCounterfeitWording } from '@shared/listings/attribute-rules';

/**
 * Spec §5 "blocked term in title": items a private marketplace may not carry (weapons, drugs,
 * counterfeits) and abuse, in German and English. Whole words only, so compounds such as
 * "Wasserpistole" or "Heißklebepistole" are not caught; toys named after weapons are let through.
 */
const blockedTermGroups = {
  weapon: [
    'waffe',
    'waffen',
    'schusswaffe',
    'pistole',
    'revolver',
    'gewehr',
    'munition',
    'patronen',
    'schalldämpfer',
    'butterflymesser',
    'springmesser',
    'schlagring',
    'firearm',
    'firearms',
    'handgun',
    'shotgun',
    'pistol',
    'rifle',
    'ammo',
    'ammunition',
    'silencer',
    'switchblade',
    'brass knuckles',
  ],
  drug: [
    'kokain',
    'cocaine',
    'koks',
    'heroin',
    'crystal meth',
    'meth',
    'mdma',
    'ecstasy',
    'lsd',
    'amphetamin',
    'amphetamine',
    'marihuana',
    'marijuana',
    'haschisch',
    'hashish',
    'cannabis',
    'weed',
  ],
  abuse: ['hurensohn', 'fotze', 'wichser', 'arschloch', 'motherfucker', 'fuck', 'bitch'],
} as const;

/** Titles that name a weapon but sell a toy or tool. */
const harmlessWeaponContext =
  /(?<![\p{L}])(nerf|spielzeug\p{L}*|toy|toys|wasser\p{L}*|water|kinder\p{L}*|kids|deko|dekoration|attrappe|replica toy|softair|lego|playmobil|heißklebe\p{L}*|glue|massage)(?![\p{L}])/iu;

const wordPattern = (term: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${term.replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'iu');

const compiled = Object.entries(blockedTermGroups).flatMap(([group, terms]) =>
  terms.map((term) => ({ group, term, pattern: wordPattern(term) })),
);

/** The first blocked term in the text, as written in the list; null when there is none. */
export function findBlockedTerm(text: string): string | null {
  const isHarmlessWeapon = harmlessWeaponContext.test(text);
  for (const { group, term, pattern } of compiled) {
    if (group === 'weapon' && isHarmlessWeapon) continue;
    if (pattern.test(text)) return term;
  }
  if (hasCounterfeitWording(text)) return 'replica';
  return null;
}
