import type { Language } from '@shared/i18n/languages';
import type { ConsentState, Consents } from '@shared/privacy/account-deletion.schema';
import { consentTextVersions } from '@shared/privacy/privacy-constants';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { findConsentState, updateCommunicationConsent } from './consent-records.repository';
import { consentHistory, recordConsent } from './consent-records.service';

/** `GET /api/consents`: both consents as they stand, with every record newest first (Art. 7(1)). */
export async function getConsents(db: Db, userId: string): Promise<Consents> {
  const [state, history] = await Promise.all([findConsentState(db, userId), consentHistory(db, userId)]);
  if (!state) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  const latestAnalytics = history.find((record) => record.kind === 'analytics');
  const analytics: ConsentState = {
    kind: 'analytics',
    isGranted: state.analyticsConsent === 'granted',
    decidedAt: state.analyticsConsentAt?.toISOString() ?? null,
    textVersion: state.analyticsConsent === 'granted' ? (latestAnalytics?.textVersion ?? null) : null,
    currentTextVersion: consentTextVersions.analytics,
  };
  const latestCommunication = history.find((record) => record.kind === 'communication');
  const communication: ConsentState = {
    kind: 'communication',
    isGranted: state.communicationConsentAt !== null,
    decidedAt:
      state.communicationConsentAt?.toISOString() ?? latestCommunication?.recordedAt.toISOString() ?? null,
    textVersion: state.communicationConsentAt ? state.communicationConsentVersion : null,
    currentTextVersion: consentTextVersions.communication,
  };
  return {
    analytics,
    communication,
    history: history.map((record) => ({
      id: record.id,
      kind: record.kind,
      decision: record.decision,
      textVersion: record.textVersion,
      recordedAt: record.recordedAt.toISOString(),
    })),
  };
}

/**
 * `POST /api/consents/communication`: withdrawing is one call, like giving (Art. 7(3)). The state
 * and its record change in one transaction; deciding the same again records nothing new.
 */
export async function decideCommunicationConsent(
  db: Db,
  userId: string,
  decision: 'granted' | 'withdrawn',
  language: Language,
): Promise<Consents> {
  await runInTransaction(db, async (executor) => {
    const state = await findConsentState(executor, userId, true);
    if (!state) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    const isGranted = state.communicationConsentAt !== null;
    if (decision === 'granted' && isGranted) return;
    if (decision === 'withdrawn' && !isGranted) return;
    const at = new Date();
    await updateCommunicationConsent(
      executor,
      userId,
      decision === 'granted'
        ? { granted: true, version: consentTextVersions.communication, language, at }
        : { granted: false },
    );
    await recordConsent(executor, userId, 'communication', decision, at);
  });
  return getConsents(db, userId);
}
