import { Alert, Checkbox, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { FairEvent, Lang } from '@messeportal/domain';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formattersFor } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { HallPlanDrawing } from '../../../ui/hall-plan/hall-plan-drawing.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { placeOf, publicStands, standMatches, standName, type PlanData, type PublicStand } from '../model/public-stands.ts';
import { readPlanAddress, standHref, standOfAddress, standQuery } from '../model/stand-link.ts';
import { PlanLegend } from './plan-legend.tsx';
import { PlanTools } from './plan-tools.tsx';
import { PublicStandList, type ListRow } from './public-stand-list.tsx';
import { StandDetails } from './stand-details.tsx';
import { patternIds, StatePatterns, stateFill } from './state-patterns.tsx';
import classes from './public-plan.module.css';

interface PublicPlanViewProps {
  event: FairEvent;
  data: PlanData;
  lang: Lang;
}

/**
 * The event's halls for everyone: a hall's drawing with every stand filled by its state, and beside it the same stands
 * as a list to go through with the keyboard (the drawing is never the only way). A search by company, brand, stand
 * number or product group lists the matching stands of every hall; choosing one (or the only match) shows its hall
 * with the stand outlined and what it holds. The address names the stand shown (`?stand=B12`), so it can be shared.
 */
export function PublicPlanView({ event, data, lang }: PublicPlanViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Once per language: the list's names are made anew only when what they say changes.
  const format = useMemo(() => formattersFor(locale), [locale]);
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const [onlyFree, setOnlyFree] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const id = useId().replace(/[^\w-]/g, '');
  const plan = useMemo(() => patternIds(`${id}-plan`), [id]);
  const swatches = useMemo(() => patternIds(`${id}-swatch`), [id]);
  const detailsRef = useRef<HTMLDivElement>(null);

  const stands = useMemo(() => publicStands(data), [data]);
  const byPlace = useMemo(() => new Map(stands.map((stand) => [placeOf(stand.hallId, stand.sale.number), stand])), [stands]);
  const address = readPlanAddress(params);
  const selected = standOfAddress(stands, address);
  const halls = data.plan.halls;
  const hall = halls.find((candidate) => candidate.id === (selected?.hallId ?? address.hallId)) ?? halls[0]!;
  const selectedPlace = selected ? placeOf(selected.hallId, selected.sale.number) : null;

  const words = useMemo(() => ({ stand: (number: string) => t('publicPlan.stand', { stand: number }), state: (state: PublicStand['state']) => t(`publicPlan.states.${state}`) }), [t]);
  const searching = query.trim() !== '';
  const rows: ListRow[] = useMemo(
    () =>
      stands
        .filter((stand) => (searching ? standMatches(stand, query) : stand.hallId === hall.id) && (!onlyFree || stand.state === 'free'))
        .map((stand) => ({ place: placeOf(stand.hallId, stand.sale.number), stand, name: standName(stand, words, lang, format, event.currency) })),
    [stands, searching, query, hall.id, onlyFree, words, lang, format, event.currency],
  );

  const show = useCallback(
    (place: string, replace = false) => {
      const stand = byPlace.get(place);
      if (stand) setParams(standQuery(stands, stand), { replace });
    },
    [byPlace, stands, setParams],
  );
  // The stand chosen is brought into view (on a phone its facts are above the plan and the list).
  useEffect(() => {
    if (selectedPlace) detailsRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedPlace]);

  const onSearch = (text: string) => {
    setQuery(text);
    const found = text.trim() === '' ? [] : stands.filter((stand) => standMatches(stand, text));
    // The only stand found is shown at once: a company's name typed leads to its stand.
    if (found.length === 1) show(placeOf(found[0]!.hallId, found[0]!.sale.number), true);
  };

  const hallStands = stands.filter((stand) => stand.hallId === hall.id);
  const counts = Object.fromEntries(['free', 'reserved', 'booked', 'unavailable'].map((state) => [state, hallStands.filter((stand) => stand.state === state).length]));
  const numberIn = (place: string | null) => (place?.startsWith(`${hall.id}/`) ? place.slice(String(hall.id).length + 1) : null);
  const colourOf = useCallback(({ number }: { number: string }) => {
    const stand = byPlace.get(placeOf(hall.id, number));
    return stand ? stateFill(stand.state, plan) : undefined;
  }, [byPlace, hall.id, plan]);
  const onSelect = useCallback((number: string) => show(placeOf(hall.id, number)), [show, hall.id]);
  const onHighlight = useCallback((number: string | null) => setHighlighted(number === null ? null : placeOf(hall.id, number)), [hall.id]);

  return (
    <Stack gap="md" className={classes.page}>
      <div className={`${classes.toolbar} ${classes.noPrint}`}>
        <TextInput
          className={classes.search}
          label={t('publicPlan.search')}
          description={t('publicPlan.searchHint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={query}
          onChange={(changeEvent) => onSearch(changeEvent.currentTarget.value)}
          onKeyDown={(keyEvent) => {
            if (keyEvent.key === 'Enter' && rows[0]) show(rows[0].place);
          }}
        />
        <Checkbox label={t('publicPlan.onlyFree')} checked={onlyFree} onChange={(changeEvent) => setOnlyFree(changeEvent.currentTarget.checked)} />
      </div>
      <Text size="sm" role="status" className={classes.noPrint}>
        {searching ? t('publicPlan.found', { count: rows.length }) : ''}
      </Text>
      {address.stand && !selected && (
        <Alert color={TONE_COLORS.warning} variant="light">
          {t('publicPlan.standNotFound', { stand: address.stand })}
        </Alert>
      )}
      {halls.length > 1 && (
        <div className={`${classes.halls} ${classes.noPrint}`}>
          <SegmentedControl
            aria-label={t('publicPlan.halls')}
            value={String(hall.id)}
            onChange={(value) => setParams({ hall: value })}
            data={halls.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
          />
        </div>
      )}
      <StatePatterns plan={plan} swatch={swatches} outline={hall.geometry.outline} />
      <div className={classes.layout}>
        {selected && (
          <div ref={detailsRef} className={classes.detailsArea}>
            <StandDetails
              stand={selected}
              lang={lang}
              format={format}
              currency={event.currency}
              swatches={swatches}
              href={standHref(event.id, standQuery(stands, selected))}
              registerTo={event.isRegistrationOpen && event.standSelling === 'self' ? `/e/offer/${event.id}` : null}
              onClose={() => setParams({ hall: String(hall.id) })}
            />
          </div>
        )}
        <div className={classes.drawing}>
          <HallPlanDrawing
            key={hall.id}
            geometry={hall.geometry}
            selected={numberIn(selectedPlace)}
            highlighted={numberIn(highlighted)}
            onSelect={onSelect}
            onHighlight={onHighlight}
            colourOf={colourOf}
            label={t('publicPlan.drawing', { hall: hall.name, count: hall.stands.length })}
          />
          <PlanLegend swatches={swatches} counts={counts} />
          <PlanTools eventId={event.id} hall={hall} />
        </div>
        <PublicStandList
          id={`${id}-list`}
          rows={rows}
          label={searching ? t('publicPlan.results') : t('publicPlan.list', { hall: hall.name })}
          withHall={searching && halls.length > 1}
          lang={lang}
          format={format}
          currency={event.currency}
          swatches={swatches}
          selected={selectedPlace}
          highlighted={highlighted}
          onHighlight={setHighlighted}
          onChoose={show}
        />
      </div>
    </Stack>
  );
}
