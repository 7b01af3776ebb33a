/**
 * Whether the browser has a connection, as the data cache sees it (`onlineManager`, fed by the
 * browser's online and offline events): while offline, queries wait for the connection instead of
 * failing, and the screens say why nothing arrives (docs/web-app.md#errors-and-messages).
 */
import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
