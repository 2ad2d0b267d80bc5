import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { OutboxItem } from '../outbox/chat-outbox';
import {
  acquireChatConnection,
  type ChatConnection,
  type ChatConnectionState,
  currentChatConnection,
} from './chat-connection';

const idleState: ChatConnectionState = {
  status: 'connecting',
  deliveries: [],
  unreadCount: 0,
  typingUntil: {},
};
const noItems: OutboxItem[] = [];
const noSubscription = () => () => {};

/** Holds the tab's chat connection while mounted (signed-in users only: pass their id). */
export function useChatConnection(userId: string): ChatConnection | null {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<ChatConnection | null>(() => currentChatConnection(userId));
  useEffect(() => {
    const release = acquireChatConnection(userId, queryClient);
    setConnection(currentChatConnection(userId));
    return release;
  }, [userId, queryClient]);
  return connection;
}

export function useChatConnectionState(connection: ChatConnection | null): ChatConnectionState {
  return useSyncExternalStore(
    connection?.subscribe ?? noSubscription,
    connection?.getState ?? (() => idleState),
  );
}

export function useOutboxItems(connection: ChatConnection | null): OutboxItem[] {
  return useSyncExternalStore(
    connection?.outbox.subscribe ?? noSubscription,
    connection?.outbox.getItems ?? (() => noItems),
  );
}
