import { Alert, Anchor, Button, Checkbox, List, Stack, Textarea, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifyError } from '../../../ui/notify.tsx';
import { usePlaceOrder } from '../api/place-order.ts';
import { errorStep } from '../model/error-step.ts';
import { orderAttempt, uuidV4, type OrderAttempt } from '../model/order-attempt.ts';
import { configurationBody } from '../model/request-body.ts';
import { OrderCompanyData } from './order-company-data.tsx';
import { SummaryTables } from './summary-tables.tsx';
import { useChosenStandPrices } from './use-chosen-stand-prices.ts';
import { useServerError, useWizard } from './wizard-context.tsx';

/** Order step (SPEC §2): summary, who orders, a comment, the terms and the binding order. */
export function OrderStep() {
  const { t } = useTranslation();
  const { event, mode, state, dispatch, steps, user, serverErrors, setServerErrors, onOrdered } = useWizard();
  const { standPrices } = useChosenStandPrices();
  const order = usePlaceOrder(useLocale());
  const attempt = useRef<OrderAttempt | null>(null);
  const agbError = useServerError('agb');
  const commentError = useServerError('comment');
  const { agb, comment } = state.configuration;
  const otherErrors = serverErrors.filter((error) => error.property !== 'agb' && error.property !== 'comment');

  const submit = () => {
    const loggedIn = user !== null;
    const body = configurationBody(state.configuration, { purpose: 'order', mode, loggedIn, standPrices });
    attempt.current = orderAttempt(attempt.current, { body, loggedIn }, uuidV4);
    order.mutate(
      { body, loggedIn, idempotencyKey: attempt.current.key },
      {
        onSuccess: onOrdered,
        onError: (error) => {
          // SPEC §8: a failure without an answer is only logged; pressing again repeats the same attempt.
          if (error instanceof ApiError && error.status === 0) {
            console.error(error);
            return;
          }
          const errors = error instanceof ApiError ? error.errors : [];
          setServerErrors(errors);
          if (errors.length === 0) notifyError(failureText(error, t));
        },
      },
    );
  };

  return (
    <Stack>
      <Title order={2}>{t('configurator.order.title')}</Title>
      <SummaryTables />
      <OrderCompanyData />
      <Textarea
        label={t('configurator.order.comment')}
        value={comment}
        onChange={(event) => dispatch({ type: 'commentChanged', comment: event.currentTarget.value })}
        error={commentError}
        autosize
        minRows={3}
      />
      <Checkbox
        checked={agb}
        onChange={(event) => dispatch({ type: 'agbChanged', agb: event.currentTarget.checked })}
        error={agb ? undefined : agbError}
        label={
          <>
            {t('configurator.order.agbBefore')}
            <Anchor href={event.urlAgb} target="_blank" rel="noreferrer" inherit>
              {t('configurator.order.agbLink')}
            </Anchor>
            {t('configurator.order.agbAfter')}
          </>
        }
      />
      {otherErrors.length > 0 && (
        <Alert color="red" variant="light" role="alert" title={t('configurator.order.failed')}>
          <List size="sm">
            {otherErrors.map((error) => {
              const step = errorStep(error.property);
              return (
                <List.Item key={`${error.property}:${error.message}`}>
                  {step && steps.includes(step) ? (
                    <Anchor component="button" type="button" inherit onClick={() => dispatch({ type: 'stepShown', step })}>
                      {`${t(`configurator.steps.${step}`)}: ${error.message}`}
                    </Anchor>
                  ) : (
                    error.message
                  )}
                </List.Item>
              );
            })}
          </List>
        </Alert>
      )}
      <Button size="md" onClick={submit} loading={order.isPending} style={{ alignSelf: 'flex-start' }}>
        {t('configurator.order.submit')}
      </Button>
    </Stack>
  );
}
