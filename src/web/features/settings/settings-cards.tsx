import type { ComponentType } from 'react';
import { ChatAssistantCard } from './components/chat-assistant-card';
import { LanguageCard } from './components/language-card';
import { ResetOnboardingCard } from './components/reset-onboarding-card';
import { SecurityLinkCard } from './components/security-link-card';
import { ThemeCard } from './components/theme-card';

export interface SettingsCardEntry {
  id: string;
  Component: ComponentType;
}

/**
 * The cards of /settings, in order. Later issues add theirs here (spec §2: analytics consent,
 * power-user tour, chat assistant preferences); each card is self-contained.
 */
export const settingsCards: readonly SettingsCardEntry[] = [
  { id: 'language', Component: LanguageCard },
  { id: 'theme', Component: ThemeCard },
  { id: 'security', Component: SecurityLinkCard },
  { id: 'onboarding', Component: ResetOnboardingCard },
  { id: 'chat-assistant', Component: ChatAssistantCard },
];
