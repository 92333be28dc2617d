import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText } from '../../../ui/notify.tsx';
import { usePlaceOrder } from '../api/place-order.ts';
import { orderAttempt, uuidV4, type OrderAttempt } from '../model/order-attempt.ts';
import { configurationBody } from '../model/request-body.ts';
import { MissingForOrder } from './missing-for-order.tsx';
import { OrderCompanyData } from './order-company-data.tsx';
import { OrderConsents } from './order-consents.tsx';
import { OrderErrors } from './order-errors.tsx';
import { SummaryTables } from './summary-tables.tsx';
import { useChosenStandPrices } from './use-chosen-stand-prices.ts';
import { useServerError, useWizard } from './wizard-context.tsx';
import { StepTitle } from './step-title.tsx';

/** The errors the order step shows at their own field. */
const OWN_FIELDS = ['agb', 'cancellationPolicy', 'comment'];

/**
 * Order step (SPEC §2): summary, who orders, a comment, the terms and the cancellation policy, and the binding
 * order. A refused order says why beside the field concerned or in a list naming step and item.
 */
export function OrderStep() {
  const { t } = useTranslation();
  const { mode, state, dispatch, user, serverErrors, setServerErrors, onOrdered } = useWizard();
  const { standPrices } = useChosenStandPrices();
  const order = usePlaceOrder(useLocale());
  const attempt = useRef<OrderAttempt | null>(null);
  // A failure the server gave no field errors for (an unexpected error): said beside the button, not in a passing notice.
  const [failure, setFailure] = useState<string | null>(null);
  const commentError = useServerError('comment');
  const otherErrors = serverErrors.filter((error) => !OWN_FIELDS.includes(error.property));

  const submit = () => {
    const loggedIn = user !== null;
    const body = configurationBody(state.configuration, { purpose: 'order', mode, loggedIn, standPrices });
    attempt.current = orderAttempt(attempt.current, { body, loggedIn }, uuidV4);
    setFailure(null);
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
          if (errors.length === 0) setFailure(failureText(error, t));
        },
      },
    );
  };

  return (
    <Stack>
      <StepTitle>{t('configurator.order.title')}</StepTitle>
      <SummaryTables />
      <OrderCompanyData />
      <MissingForOrder />
      <Textarea
        label={t('configurator.order.comment')}
        value={state.configuration.comment}
        onChange={(event) => dispatch({ type: 'commentChanged', comment: event.currentTarget.value })}
        error={commentError}
        autosize
        minRows={3}
      />
      <OrderConsents />
      <OrderErrors errors={otherErrors} />
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Button size="md" onClick={submit} loading={order.isPending} style={{ alignSelf: 'flex-start' }}>
        {t('configurator.order.submit')}
      </Button>
    </Stack>
  );
}
