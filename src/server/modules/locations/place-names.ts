/** Every ending of a folded name that starts at a word: 'bad homburg' -> both, 'homburg'. */
export function wordTails(form: string): string[] {
  const tails = [form];
  for (let index = form.indexOf(' '); index !== -1; index = form.indexOf(' ', index + 1)) {
    tails.push(form.slice(index + 1));
  }
  return tails;
}

/** Great-circle distance in kilometres. */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = Math.PI / 180;
  const latitudeDelta = (to.latitude - from.latitude) * radians;
  const longitudeDelta = (to.longitude - from.longitude) * radians;
  const haversine =
    Math.sin(latitudeDelta / 2) ** 2 +
    Math.cos(from.latitude * radians) * Math.cos(to.latitude * radians) * Math.sin(longitudeDelta / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(haversine)));
}
