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
import { TONE_COLORS } from '../../../ui/tones.ts';

/** The errors the order step shows at their own field. */
const OWN_FIELDS = ['agb', 'cancellationPolicy', 'comment'];

/**
 * Order step (SPEC §2), the review of the whole order: what is ordered, who orders, a comment, the terms and
 * the cancellation policy. The totals and the binding order are the summary's (OrderPlacement).
 */
export function OrderStep() {
  const { t } = useTranslation();
  const { state, dispatch } = useWizard();
  const commentError = useServerError('comment');
  return (
    <Stack>
      <StepTitle>{t('configurator.order.title')}</StepTitle>
      <SummaryTables />
      <OrderCompanyData />
      <Textarea
        label={t('configurator.order.comment')}
        value={state.configuration.comment}
        onChange={(event) => dispatch({ type: 'commentChanged', comment: event.currentTarget.value })}
        error={commentError}
        autosize
        minRows={3}
      />
      <OrderConsents />
    </Stack>
  );
}

/**
 * The order's final action, in the summary directly under the total: what still blocks the order (each a link
 * to its step), the binding order, and why the server refused it — beside the field concerned (the consents,
 * the comment) or here in a list naming step and item.
 */
export function OrderPlacement() {
  const { t } = useTranslation();
  const { mode, state, dispatch, user, serverErrors, setServerErrors, onOrdered, goToStep } = useWizard();
  const { standPrices } = useChosenStandPrices();
  const order = usePlaceOrder(useLocale());
  const attempt = useRef<OrderAttempt | null>(null);
  // A failure the server gave no field errors for (an unexpected error): said beside the button, not in a passing notice.
  const [failure, setFailure] = useState<string | null>(null);
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
          // The hold on the plan's stand ran out (or the stand cannot be had): back to the plan to choose again,
          // where the server's message says why.
          if (state.configuration.stand.plan && errors.some((fieldError) => fieldError.property === 'stand')) {
            dispatch({ type: 'planStandCleared' });
            goToStep('stand', { force: true });
          }
        },
      },
    );
  };

  return (
    <Stack gap="sm" pt="xs">
      <MissingForOrder />
      {/* The summary's column is narrow: a long label ("Order with obligation to pay") wraps, never cut. */}
      <Button size="md" fullWidth h="auto" mih={42} py={8} styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }} onClick={submit} loading={order.isPending}>
        {t('configurator.order.submit')}
      </Button>
      <OrderErrors errors={otherErrors} />
      {failure && (
        <Alert color={TONE_COLORS.danger} variant="light" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
