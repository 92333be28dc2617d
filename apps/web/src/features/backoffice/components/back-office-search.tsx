import { ActionIcon, Button, Group, Kbd, Text } from '@mantine/core';
import { useDebouncedValue, useOs } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { SEARCH_LENGTH, type SearchHit } from '@messeportal/domain';
import { IconBuildingStore, IconCalendarEvent, IconFileInvoice, IconFileText, IconId, IconSearch, IconUser } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormat, type Formatters } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { offerStatus } from '../../../ui/statuses.ts';
import { useSearchHits } from '../api/search.ts';
import { hitGroups, hitPath } from '../model/search-hits.ts';

type Icon = ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;

const KIND_ICONS: Record<SearchHit['kind'], Icon> = {
  event: IconCalendarEvent,
  registration: IconId,
  company: IconBuildingStore,
  contact: IconUser,
  offer: IconFileText,
  document: IconFileInvoice,
};

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, padding: 0, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

/** What a hit's line says: its name and, below, where it belongs; a state as a badge beside it. */
function lineOf(hit: SearchHit, t: TFunction, format: Formatters) {
  const parts = (...texts: string[]) => texts.filter(Boolean).join(' · ');
  switch (hit.kind) {
    case 'event':
      return { label: hit.name, description: `${format.date(hit.startsAt)} – ${format.date(hit.endsAt)}` };
    case 'registration':
      return {
        label: hit.companyName,
        description: parts(hit.eventName, hit.hall, t('backoffice.search.stand', { standNr: hit.standNr })),
        status: <StatusBadge status={`registration.${hit.state}`} />,
      };
    case 'company':
      return { label: hit.name, description: hit.email };
    case 'contact':
      return { label: hit.name, description: parts(hit.companyName, hit.email) };
    case 'offer': {
      const status = offerStatus(hit.state);
      return {
        label: hit.title || t('backoffice.search.untitledOffer', { id: hit.id }),
        description: parts(hit.companyName, hit.eventName),
        status: status && <StatusBadge status={status} />,
      };
    }
    case 'document':
      return { label: hit.number, description: parts(hit.typeLabel, hit.companyName, format.date(hit.date), format.money(Math.round(hit.gross * 100))) };
  }
}

/** What the list says instead of hits: how to start, that it searches, what went wrong or that nothing matched. */
function SearchState({ search, hits, error, isFetching }: { search: string; hits: SearchHit[] | undefined; error: Error | null; isFetching: boolean }) {
  const { t } = useTranslation();
  if (search.length < SEARCH_LENGTH.min) return <Spotlight.Empty>{t('backoffice.search.hint', { min: SEARCH_LENGTH.min })}</Spotlight.Empty>;
  if (error) return <Spotlight.Empty c="red.8">{error.message}</Spotlight.Empty>;
  if (!hits) return <Spotlight.Empty>{t('backoffice.search.searching')}</Spotlight.Empty>;
  if (hits.length === 0 && !isFetching) return <Spotlight.Empty>{t('backoffice.search.nothing', { search })}</Spotlight.Empty>;
  return null;
}

/**
 * The back office's search everywhere (issue 32): a button in the header, or Ctrl+K (⌘K on a Mac) and "/" on any
 * page, opens one field that finds fairs, registrations (by stand number too), companies, contacts, offers and
 * documents (by number) across events, grouped by kind; arrows choose a hit, Enter opens it.
 */
export function BackOfficeSearch() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [search] = useDebouncedValue(query.trim(), 150);
  const { data, error, isFetching } = useSearchHits(search, useLocale());
  const hits = search.length >= SEARCH_LENGTH.min ? data?.hits : undefined;
  const shortcut = useOs() === 'macos' ? '⌘ K' : t('backoffice.search.ctrlK');

  return (
    <>
      <Button
        variant="default"
        visibleFrom="sm"
        w={220}
        justify="space-between"
        styles={{ label: { flex: 1 } }}
        onClick={spotlight.open}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={<Kbd size="xs">{shortcut}</Kbd>}
        aria-keyshortcuts="Control+K Meta+K"
        fw={400}
        c="dimmed"
      >
        {t('backoffice.search.open')}
      </Button>
      <ActionIcon variant="default" size="lg" hiddenFrom="sm" onClick={spotlight.open} aria-label={t('backoffice.search.open')}>
        <IconSearch size={18} aria-hidden />
      </ActionIcon>
      <Spotlight.Root
        query={query}
        onQueryChange={setQuery}
        shortcut={['mod + K', '/']}
        scrollable
        maxHeight="min(70vh, 560px)"
        // The dialog's name for screen readers, from a title no one needs to see above the field.
        title={t('backoffice.search.label')}
        styles={{ header: VISUALLY_HIDDEN }}
      >
        <Spotlight.Search
          placeholder={t('backoffice.search.placeholder')}
          aria-label={t('backoffice.search.label')}
          leftSection={<IconSearch size={18} aria-hidden />}
          maxLength={SEARCH_LENGTH.max}
        />
        <Spotlight.ActionsList aria-label={t('backoffice.search.results')} aria-busy={isFetching}>
          {hits &&
            hitGroups(hits).map((group) => (
              <Spotlight.ActionsGroup key={group.kind} label={t(`backoffice.search.kinds.${group.kind}`)} role="group" aria-label={t(`backoffice.search.kinds.${group.kind}`)}>
                {group.hits.map((hit) => {
                  const to = hitPath(hit);
                  const { label, description, status } = lineOf(hit, t, format);
                  const KindIcon = KIND_ICONS[hit.kind];
                  return (
                    <Spotlight.Action
                      key={`${hit.kind}-${hit.id}`}
                      label={label}
                      description={to ? description : `${description} · ${t('backoffice.search.nothingToOpen')}`}
                      leftSection={<KindIcon size={20} stroke={1.6} aria-hidden />}
                      rightSection={status}
                      disabled={!to}
                      onClick={() => to && navigate(to)}
                    />
                  );
                })}
              </Spotlight.ActionsGroup>
            ))}
          <SearchState search={search} hits={hits} error={error} isFetching={isFetching} />
        </Spotlight.ActionsList>
        <Spotlight.Footer>
          <Group gap="xs" justify="flex-end">
            <Text size="xs" c="dimmed">
              {t('backoffice.search.keys')}
            </Text>
          </Group>
        </Spotlight.Footer>
      </Spotlight.Root>
    </>
  );
}
