/**
 * The top of a V8 `.cpuprofile` (written by node --cpu-prof): self time per function, summed over
 * the profile's nodes, so a bench can print where the server's time went without a viewer.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

export interface ProfileLine {
  name: string;
  selfMs: number;
  share: number;
}

const shortUrl = (url: string) => url.replace(/^file:\/\//, '').replace(/^.*?\/(node_modules|src)\//, '$1/');

export function summariseCpuProfile(file: string, top = 20): { totalMs: number; lines: ProfileLine[] } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const totalHits = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const msPerHit = totalHits > 0 ? totalMs / totalHits : 0;
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + (node.hitCount ?? 0));
  }
  const lines = [...byFunction.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, hits]) => ({ name, selfMs: hits * msPerHit, share: totalHits > 0 ? hits / totalHits : 0 }));
  return { totalMs, lines };
}
