import { useEffect, useEffectEvent } from 'react';
import type { PrivateEventData, PrivateEventType } from './private-events';
import { usePushClient } from './PushProvider';

/** Calls `listener` with each private /push event of this type while the component is mounted. */
export function usePrivateEvent<K extends PrivateEventType>(type: K, listener: (data: PrivateEventData<K>) => void) {
  const client = usePushClient();
  const onEvent = useEffectEvent(listener);
  useEffect(() => client.onPrivate(type, (data) => onEvent(data)), [client, type]);
}
