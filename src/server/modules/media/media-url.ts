/** Image variants every stored picture has (spec: thumbnail, card, detail, zoom). */
export const mediaVariants = {
  thumbnail: 160,
  card: 480,
  detail: 1024,
  zoom: 1600,
} as const;
export type MediaVariant = keyof typeof mediaVariants;

/** Public URL of one variant; files live at `<DATA_DIR>/media/<storageKey>/<variant>.webp`. */
export function mediaUrl(storageKey: string, variant: MediaVariant): string {
  return `/media/${storageKey}/${variant}.webp`;
}
