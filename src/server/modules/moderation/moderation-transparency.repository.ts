import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  moderationCases,
  moderationDecisions,
  moderationObjections,
  moderationReports,
} from '../../db/schema/moderation.schema';

/**
 * Issue 18 (Art. 15, 24 DSA): the public figures, each one grouped query over an indexed time
 * column since `since`, bucketed by UTC month, quarter or year.
 */
export type Unit = 'month' | 'quarter' | 'year';

interface Bucketed {
  bucket: string;
  key: string | null;
  total: number;
}

const bucketOf = (unit: Unit, column: unknown) =>
  sql`to_char(date_trunc(${sql.raw(`'${unit}'`)}, ${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

export function reportsByReason(db: Db, unit: Unit, since: Date) {
  const bucket = bucketOf(unit, moderationReports.createdAt);
  return rows<Bucketed>(
    db,
    sql`SELECT ${bucket} AS bucket, ${moderationReports.reason} AS key, count(*)::int AS total
        FROM ${moderationReports} WHERE ${moderationReports.createdAt} >= ${since}
        GROUP BY 1, 2`,
  );
}

export function decisionsByAction(db: Db, unit: Unit, since: Date) {
  const bucket = bucketOf(unit, moderationDecisions.createdAt);
  return rows<Bucketed>(
    db,
    sql`SELECT ${bucket} AS bucket, ${moderationDecisions.action} AS key, count(*)::int AS total
        FROM ${moderationDecisions} WHERE ${moderationDecisions.createdAt} >= ${since}
        GROUP BY 1, 2`,
  );
}

export function automatedDetections(db: Db, unit: Unit, since: Date) {
  const bucket = bucketOf(unit, moderationCases.openedAt);
  return rows<Bucketed>(
    db,
    sql`SELECT ${bucket} AS bucket, NULL AS key, count(*)::int AS total
        FROM ${moderationCases}
        WHERE ${moderationCases.openedAt} >= ${since} AND ${moderationCases.kind} IN ('held_photo', 'listing_check')
        GROUP BY 1`,
  );
}

/** Median hours from a case's opening to its decision, by the month (quarter, year) it was decided. */
export function medianHoursToDecision(db: Db, unit: Unit, since: Date) {
  const bucket = bucketOf(unit, moderationCases.decidedAt);
  return rows<{ bucket: string; hours: number | string | null }>(
    db,
    sql`SELECT ${bucket} AS bucket,
          percentile_cont(0.5) WITHIN GROUP (
            ORDER BY extract(epoch FROM (${moderationCases.decidedAt} - ${moderationCases.openedAt})) / 3600
          ) AS hours
        FROM ${moderationCases}
        WHERE ${moderationCases.decidedAt} >= ${since}
        GROUP BY 1`,
  );
}

export function objectionFigures(db: Db, unit: Unit, since: Date) {
  const received = bucketOf(unit, moderationObjections.createdAt);
  const decided = bucketOf(unit, moderationObjections.decidedAt);
  return rows<Bucketed>(
    db,
    sql`SELECT ${received} AS bucket, 'received' AS key, count(*)::int AS total
          FROM ${moderationObjections} WHERE ${moderationObjections.createdAt} >= ${since} GROUP BY 1
        UNION ALL
        SELECT ${decided} AS bucket, 'decided' AS key, count(*)::int AS total
          FROM ${moderationObjections} WHERE ${moderationObjections.decidedAt} >= ${since} GROUP BY 1
        UNION ALL
        SELECT ${decided} AS bucket, 'upheld' AS key, count(*)::int AS total
          FROM ${moderationObjections}
          WHERE ${moderationObjections.decidedAt} >= ${since} AND ${moderationObjections.status} = 'upheld'
          GROUP BY 1`,
  );
}
