import type { TestProject } from 'vitest/node';
import { startLocalCluster } from '../../scripts/cluster-local';

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: {
      primaryUrl: string;
      replicaUrl: string;
      nodeUrls: string[];
      balancerUrl: string;
      authSecret: string;
    };
  }
}

/** Starts the local cluster once; drops both PostgreSQL clusters afterwards, whatever happened. */
export default async function setup(project: TestProject) {
  const redisUrl = process.env.CLUSTER_REDIS_URL;
  const cluster = await startLocalCluster({ ...(redisUrl ? { redisUrl } : {}) });
  project.provide('cluster', {
    primaryUrl: cluster.primaryUrl,
    replicaUrl: cluster.replicaUrl,
    nodeUrls: cluster.nodes.map((node) => node.baseUrl),
    balancerUrl: cluster.balancerUrl,
    authSecret: cluster.authSecret,
  });
  return async () => {
    for (const [index, node] of cluster.nodes.entries()) {
      const warnings = node.output().trim();
      if (warnings)
        console.info(
          `--- node ${index === 0 ? 'A' : 'B'} log (warn and above) ---\n${warnings.slice(-4000)}`,
        );
    }
    await cluster.stop();
  };
}
