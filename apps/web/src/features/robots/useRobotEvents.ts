import { ROBOT_PUSH_TYPE } from '@bourse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePrivateEvent } from '../../api/usePrivateEvent';
import { showToast } from '../../ui/toast';
import { invalidateMoney } from '../wallet';
import { robotKeys } from './queries';

/**
 * A rental bought or ended: the robot screens and the balances refresh; an end (which the user does not watch happen)
 * also says what came back.
 */
export function useRobotEvents() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  usePrivateEvent(ROBOT_PUSH_TYPE, (event) => {
    void queryClient.invalidateQueries({ queryKey: robotKeys.all });
    void invalidateMoney(queryClient);
    if (event.kind === 'settled') showToast(t('robots.event.settled', { amount: event.amount, income: event.income }));
  });
}
