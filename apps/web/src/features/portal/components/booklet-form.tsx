import { BookletTab, type Booklet, type FieldError } from '@messeportal/domain';
import { Alert, Anchor, Box, Button, Group, List, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { FormLayout } from '../../../ui/form-layout.tsx';
import { FormSaveBar } from '../../../ui/form-save-bar.tsx';
import type { FormErrorMessages } from '../../../ui/form-error-summary.tsx';
import { failureText, notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { SummaryLayout } from '../../../ui/summary-layout.tsx';
import { useSaveBooklet } from '../api/save-booklet.ts';
import {
  bookletRequestBody,
  bookletSections,
  groupsWithErrors,
  initiallyOpenGroups,
  bookedIn,
  initialValues,
  inputOf,
  messagesByItem,
  namedIssues,
  type BookletValues,
  type NamedIssue,
} from '../model/booklet.ts';
import { BookingSummary } from './booking-summary.tsx';
import { BookletGroupView } from './booklet-group.tsx';
import { BookletItemView } from './booklet-item.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';

interface BookletFormProps {
  registrationId: number;
  booklet: Booklet;
  /** products, information or confirmations (`BookletTab`). */
  tab: number;
  currency: string;
}

const EMPTY = { amount: 0, checked: false };

/**
 * The items of one tab of the booklet, grouped, with Save and Save-and-send. A refused save marks each item
 * with its message, names the items above the buttons (each a way to it), opens the groups concerned and
 * scrolls to the first; warnings (missing consents) stay below the items after a save that succeeded, as its
 * only message, brought into view. A save
 * refused because the tech deadline passed meanwhile turns the booklet read-only with one message.
 */
export function BookletForm({ registrationId, booklet, tab, currency }: BookletFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveBooklet(registrationId, locale);
  const items = booklet.orderBooks;
  const [values, setValues] = useState<BookletValues>(() => initialValues(items));
  const [openGroups, setOpenGroups] = useState<number[]>(() => initiallyOpenGroups(items));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [warnings, setWarnings] = useState<FieldError[]>([]);
  // The Form template's error summary (information and confirmations): failed saves, and a refusal of no item.
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  // The group to bring into view once the render that opens it is on screen.
  const scrollTo = useRef<number | null>(null);
  // The warnings of a save, to bring into view once they are on screen.
  const showWarnings = useRef(false);
  const warningsAlert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!showWarnings.current) return;
    showWarnings.current = false;
    warningsAlert.current?.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'center' });
  });

  useEffect(() => {
    if (scrollTo.current === null) return;
    const heading = document.getElementById(`booklet-group-${scrollTo.current}`);
    scrollTo.current = null;
    heading?.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
    heading?.querySelector('button')?.focus({ preventScroll: true });
  });

  const sections = bookletSections(items, tab);
  const takesInput = sections.some((section) => section.items.some((item) => inputOf(item)));
  const readOnly = !booklet.isEditable;
  const errorOf = messagesByItem(errors);
  const warningOf = messagesByItem(warnings);

  const toggle = (groupId: number) =>
    setOpenGroups((open) => (open.includes(groupId) ? open.filter((id) => id !== groupId) : [...open, groupId]));
  const showItem = (issue: NamedIssue) => {
    setOpenGroups((open) => (open.includes(issue.group.id) ? open : [...open, issue.group.id]));
    scrollTo.current = issue.group.id;
  };
  const refused = namedIssues(items, errors);

  const submit = (sendMail: boolean) => {
    save.mutate(
      { tab, sendMail, body: bookletRequestBody(items, tab, values) },
      {
        onSuccess: (answer) => {
          setErrors([]);
          setFailure(null);
          setWarnings(answer.warnings);
          // Saved but incomplete says so once, in the warning below the items (brought into view), not also in green.
          if (answer.warnings.length === 0) notifySuccess(answer.message || t('portal.booklet.saved'));
          else showWarnings.current = true;
        },
        onError: (error) => {
          const closed = error instanceof ApiError && error.status === 409;
          // Closed meanwhile (tech deadline): the booklet is read again and read-only; no item is to blame.
          const fieldErrors = error instanceof ApiError && !closed ? error.errors : [];
          setErrors(fieldErrors);
          setWarnings([]);
          setAttempt((count) => count + 1);
          setFailure(fieldErrors.length > 0 ? null : failureText(error, t));
          const failed = namedIssues(items, fieldErrors);
          const failedGroups = groupsWithErrors(items, fieldErrors.map((e) => e.property));
          if (failedGroups.length > 0) setOpenGroups((open) => [...new Set([...open, ...failedGroups])]);
          // Information and confirmations say it in their error summary, which takes the focus; the services
          // (the Flow) in their alert beside the save buttons, with a notice, and bring the first group into view.
          if (tab !== BookletTab.products) return;
          if (failedGroups.length > 0) {
            scrollTo.current = failedGroups[0]!;
            notifyError(t('portal.booklet.saveFailedItems', { items: failed.map((issue) => issue.title).join(', ') }));
          } else {
            notifyError(failureText(error, t));
          }
        },
      },
    );
  };

  // In the cost summary's narrow column one below the other, across it; below the other tabs side by side.
  const Buttons = tab === BookletTab.products ? Stack : Group;
  const buttons = takesInput && !readOnly && (
    <Stack gap="xs">
      <Buttons gap="sm">
        <Button onClick={() => submit(false)} loading={save.isPending && !save.variables?.sendMail} disabled={save.isPending}>
          {t('portal.booklet.save')}
        </Button>
        <Button variant="outline" onClick={() => submit(true)} loading={save.isPending && save.variables?.sendMail} disabled={save.isPending}>
          {t('portal.booklet.saveAndSend')}
        </Button>
      </Buttons>
      <Text size="sm" c="dimmed">
        {t('portal.booklet.saveAndSendHint')}
      </Text>
    </Stack>
  );
  const content = (
    <Stack gap="md">
      {sections.map((section) => (
        <BookletGroupView key={section.group.id} group={section.group} open={openGroups.includes(section.group.id)} onToggle={() => toggle(section.group.id)} booked={bookedIn(section.items, values)}>
          {section.items.map((item) => (
            // `data-path`: the error summary finds the item by it, names it by its label and moves the focus to it.
            <div key={item.id} data-path={`orderbook_${item.id}`}>
              <BookletItemView
                item={item}
                value={values[item.id] ?? EMPTY}
                onChange={(value) => setValues((current) => ({ ...current, [item.id]: value }))}
                readOnly={readOnly}
                error={errorOf[item.id]}
                warning={warningOf[item.id]}
              />
            </div>
          ))}
        </BookletGroupView>
      ))}
      {warnings.length > 0 && (
        <Alert ref={warningsAlert} color={TONE_COLORS.warning} variant="light" role="status" title={t('portal.booklet.warningsTitle')}>
          <List size="sm">
            {warnings.map((warning) => (
              <List.Item key={warning.property}>{`${titleOf(items, warning.property)}: ${warning.message}`}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {tab === BookletTab.products && refused.length > 0 && !readOnly && (
        <Alert color={TONE_COLORS.danger} variant="light" role="alert" title={t('portal.booklet.notSavedTitle')}>
          <List size="sm">
            {refused.map((issue) => (
              <List.Item key={issue.itemId}>
                <Anchor component="button" type="button" inherit c="inherit" underline="always" ta="start" onClick={() => showItem(issue)}>
                  {t('portal.booklet.issue', { title: issue.title, group: issue.group.title, message: issue.message })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
  // The products (services) are the tab whose bookings cost: only they have the cost summary.
  // Information and confirmations are a form (the Form template): the summary on top names each refused item
  // and leads to it, save sits in the save bar at the bottom right, "Speichern und senden" beside it.
  if (tab !== BookletTab.products) {
    // A save refused because the deadline passed meanwhile stays said after the booklet turned read-only.
    const summary: FormErrorMessages = {
      ...(failure ? { '': failure } : {}),
      ...(readOnly ? {} : Object.fromEntries(refused.map((issue) => [`orderbook_${issue.itemId}`, t('portal.booklet.issue', { title: issue.title, group: issue.group.title, message: issue.message })]))),
    };
    const saveBar = takesInput && !readOnly && (
      <FormSaveBar
        saveLabel={t('portal.booklet.save')}
        saving={save.isPending && !save.variables?.sendMail}
        start={
          <Button variant="outline" onClick={() => submit(true)} loading={save.isPending && save.variables?.sendMail} disabled={save.isPending}>
            {t('portal.booklet.saveAndSend')}
          </Button>
        }
      />
    );
    return (
      <Box maw="45rem">
        <FormLayout
          onSubmit={(event) => {
            event.preventDefault();
            if (!save.isPending) submit(false);
          }}
          errors={summary}
          attempt={attempt}
          saveBar={saveBar}
        >
          {content}
          {takesInput && !readOnly && (
            <Text size="sm" c="dimmed">
              {t('portal.booklet.saveAndSendHint')}
            </Text>
          )}
        </FormLayout>
      </Box>
    );
  }
  const unsaved = JSON.stringify(values) !== JSON.stringify(initialValues(items));
  return (
    <SummaryLayout
      summary={
        <BookingSummary items={items.filter((item) => item.tab === tab)} values={values} taxCase={booklet.orderBookPos.taxCase} currency={currency} unsaved={unsaved}>
          {buttons}
        </BookingSummary>
      }
    >
      {content}
    </SummaryLayout>
  );
}

const titleOf = (items: Booklet['orderBooks'], property: string) =>
  items.find((item) => `orderbook_${item.id}` === property)?.title ?? property;
