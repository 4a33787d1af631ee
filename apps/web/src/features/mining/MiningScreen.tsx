import { Button, Dialog } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format';
import { InfiniteList } from '../../ui/InfiniteList';
import { Screen } from '../../ui/Screen';
import { CardSkeleton, ErrorState } from '../../ui/states';
import { showToast, toastError } from '../../ui/toast';
import { invalidateMining, useCheckIn, useStartMining } from './mutations';
import { useMiningInfo, useMiningRecords } from './queries';
import { RulesCard } from './RulesCard';
import { RunningSession, SessionRow } from './SessionCard';
import './mining.css';

/**
 * /mining: energy on hand, today's check-in, a session to start (with what it spends and pays, confirmed first), the
 * running session, the published rules and the records.
 */
export function MiningScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const info = useMiningInfo();
  const records = useMiningRecords();
  const checkIn = useCheckIn();
  const start = useStartMining();

  // A session that was running and is no longer has been settled: its reward may be in Balance.
  const running = info.data?.session?.id;
  const wasRunning = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (wasRunning.current !== undefined && running === undefined) void invalidateMining(queryClient);
    wasRunning.current = running;
  }, [running, queryClient]);

  let body;
  if (info.isPending) body = <CardSkeleton count={3} className="stack-skeleton" />;
  else if (info.isError) body = <ErrorState onRetry={() => void info.refetch()} />;
  else {
    const data = info.data;
    const { energyPerMinute, sessionMinutes, rewardPerEnergy } = data.rules;
    const spend = Math.min(data.energy, energyPerMinute * sessionMinutes);
    const minutes = Math.ceil(spend / energyPerMinute);
    const confirmStart = () =>
      void Dialog.confirm({
        title: t('mining.confirmTitle'),
        content: t('mining.confirmBody', { energy: spend, minutes, reward: formatPrice(rewardPerEnergy) }),
        confirmText: t('common.ok'),
        cancelText: t('common.cancel'),
        onConfirm: () =>
          start.mutate(undefined, {
            onSuccess: () => showToast(t('mining.started')),
            onError: toastError,
          }),
      });
    body = (
      <>
        <section className="card mining-energy" aria-label={t('mining.energy')}>
          <span className="mining-label">{t('mining.energy')}</span>
          <span className="mining-energy-value" data-testid="mining-energy">
            {data.energy}
          </span>
          <div className="mining-actions">
            <Button
              block
              disabled={data.checkedInToday}
              loading={checkIn.isPending}
              onClick={() =>
                checkIn.mutate(undefined, {
                  onSuccess: () => showToast(t('mining.checkedIn')),
                  onError: toastError,
                })
              }
            >
              {data.checkedInToday ? t('mining.checkedInToday') : t('mining.checkIn')}
            </Button>
            {!data.session && (
              <Button block color="primary" disabled={spend < 1} loading={start.isPending} onClick={confirmStart}>
                {spend < 1 ? t('mining.noEnergy') : t('mining.start')}
              </Button>
            )}
          </div>
        </section>
        {data.session && <RunningSession session={data.session} />}
        <RulesCard info={data} />
      </>
    );
  }

  return (
    <Screen title={t('screens.mining')} backTo="/my">
      {body}
      <h2 className="section-title">{t('mining.records')}</h2>
      <InfiniteList
        query={records}
        label={t('mining.records')}
        empty={t('mining.noRecords')}
        listClassName="mining-records"
        renderItem={(s) => <SessionRow key={s.id} session={s} />}
      />
    </Screen>
  );
}
