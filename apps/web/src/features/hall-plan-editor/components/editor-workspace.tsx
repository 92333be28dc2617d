import { editFailureText, isBlockingProblem, type HallGeometry, type PlanItems } from '@messeportal/domain';
import { Alert, Stack, Text } from '@mantine/core';
import { useCallback, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { fittedViewBox } from '../../../ui/hall-plan/view-box.ts';
import { notifySuccess } from '../../../ui/notify.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useSaveHallVersion } from '../api/save-hall-version.ts';
import type { Command } from '../model/commands.ts';
import { editorReducer, hasUnsavedChanges, startEditor } from '../model/editor-state.ts';
import { DEFAULT_GRID_CM, DEFAULT_TOOL_OPTIONS, type EditorTool } from '../model/tools.ts';
import { usePlanCheck } from '../model/use-plan-check.ts';
import type { ProblemPin } from './canvas-overlay.tsx';
import { BackgroundPanel } from './background-panel.tsx';
import { ChosenPanel } from './chosen-panel.tsx';
import { EditorCanvas } from './editor-canvas.tsx';
import classes from './editor-layout.module.css';
import { EditorToolbar } from './editor-toolbar.tsx';
import { LeaveGuard } from './leave-guard.tsx';
import { LiveProblems } from './live-problems.tsx';
import { SaveBar } from './save-bar.tsx';
import { StandList } from './stand-list.tsx';
import { useBackground } from './use-background.ts';
import { useCanvasGestures } from './use-canvas-gestures.ts';
import { useEditorCommands } from './use-editor-commands.ts';
import { useEditorView } from './use-editor-view.ts';

interface EditorWorkspaceProps {
  hallId: number;
  hallName: string;
  initial: HallGeometry;
  version: number | null;
  /** The hall's latest plan fetched again, after a save was refused because another was saved meanwhile. */
  reload: () => Promise<{ geometry: HallGeometry; version: number } | null>;
}

/**
 * The plan editor: the tools above, the drawing with the live problems, what is chosen and the list of stands beside
 * it, the save on top. Every edit is a domain function (packages/domain hall-plan) applied to the plan in the
 * browser, kept for undo; only "save" sends the plan, as the next version of the hall based on the one loaded.
 */
export function EditorWorkspace({ hallId, hallName, initial, version, reload }: EditorWorkspaceProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = langOf(locale);
  const [state, dispatch] = useReducer(editorReducer, undefined, () => startEditor(initial, version));
  const [tool, setTool] = useState<EditorTool>('select');
  const [gridCm, setGridCm] = useState<number>(DEFAULT_GRID_CM);
  const [options, setOptions] = useState(DEFAULT_TOOL_OPTIONS);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [renumbering, setRenumbering] = useState(false);
  const [helping, setHelping] = useState(false);
  const [reloading, setReloading] = useState(false);
  const svgRef = useRef<SVGSVGElement>(null);
  const planRef = useRef<SVGGElement>(null);
  const hintId = useId();
  // The hall as loaded fixes what the drawing shows unzoomed: a stand drawn beyond it does not move the view.
  const [box] = useState(() => fittedViewBox(initial.outline, initial.stands.map((stand) => stand.ring)));
  const view = useEditorView(box, svgRef);
  const save = useSaveHallVersion(hallId, locale);
  const backdrop = useBackground();

  const apply = useCallback((command: Command) => dispatch({ type: 'apply', result: command.result, select: command.select }), []);
  const select = useCallback((items: PlanItems) => dispatch({ type: 'select', items }), []);
  const gestures = useCanvasGestures({
    ...{ hall: state.present, selection: state.selection, tool, gridCm, options, planRef, view },
    ...{ onApply: apply, onSelect: select, onPick: backdrop.picks ? backdrop.pick : undefined },
  });
  const chooseTool = (next: EditorTool) => {
    gestures.cancel();
    setTool(next);
  };
  const { enabled, runAction, renumber } = useEditorCommands({ state, dispatch, apply, tool: chooseTool, gridCm, gestures, view, setRenumbering, setHelping });

  const check = usePlanCheck(state.present);
  const facts = useMemo(() => new Map(check.stands.map((stand) => [stand.number, stand])), [check.stands]);
  const { pins, pinOf } = useMemo(() => {
    const numbers = new Map<number, string>();
    const placed: ProblemPin[] = [];
    check.problems.forEach((problem, index) => {
      if (!problem.at) return;
      numbers.set(index, String(placed.length + 1));
      placed.push({ at: problem.at, label: String(placed.length + 1), tone: isBlockingProblem(problem) ? 'danger' : 'warning' });
    });
    return { pins: placed, pinOf: (index: number) => numbers.get(index) ?? null };
  }, [check.problems]);

  const unsaved = hasUnsavedChanges(state);
  const onSave = () => {
    const geometry = state.present;
    save.mutate(
      { geometry, basedOn: state.basedOn },
      {
        onSuccess: (answer) => {
          dispatch({ type: 'saved', version: answer.version });
          notifySuccess(t('hallPlanEditor.save.saved', { version: answer.version }));
        },
      },
    );
  };
  const onReload = async () => {
    setReloading(true);
    try {
      const latest = await reload();
      if (latest) {
        dispatch({ type: 'load', hall: latest.geometry, version: latest.version });
        save.reset();
      }
    } finally {
      setReloading(false);
    }
  };

  return (
    <Stack gap="sm">
      <SaveBar unsaved={unsaved} basedOn={state.basedOn} saving={save.isPending} onSave={onSave} error={save.error} reloading={reloading} onReload={() => void onReload()} />
      <EditorToolbar
        tool={tool}
        onTool={chooseTool}
        gridCm={gridCm}
        onGrid={setGridCm}
        options={options}
        onOptions={setOptions}
        enabled={enabled}
        onAction={runAction}
        chosenStands={state.selection.stands.length}
        onRenumber={renumber}
        renumbering={renumbering}
        onRenumbering={setRenumbering}
        helping={helping}
        onHelping={setHelping}
      />
      <Text size="xs" c="dimmed" id={hintId}>
        {t(`hallPlanEditor.hints.${tool}`)}
      </Text>
      {state.failure && (
        <Alert color={TONE_COLORS.danger} variant="light" role="alert" withCloseButton closeButtonLabel={t('hallPlanEditor.failure.close')} onClose={() => dispatch({ type: 'dismiss' })}>
          {editFailureText(state.failure, lang)}
        </Alert>
      )}
      <div className={classes.layout}>
        <EditorCanvas
          hall={state.present}
          selection={state.selection}
          highlighted={highlighted}
          tool={tool}
          gridCm={gridCm}
          box={box}
          view={view}
          svgRef={svgRef}
          planRef={planRef}
          gestures={gestures}
          pins={pins}
          label={t('hallPlanEditor.drawing', { name: hallName, count: state.present.stands.length })}
          describedBy={hintId}
          background={backdrop.background}
          picks={backdrop.picks}
        />
        <div className={classes.side}>
          <BackgroundPanel outline={state.present.outline} background={backdrop.background} onBackground={backdrop.change} picks={backdrop.picks} onPicks={backdrop.setPicks} />
          <div aria-live="polite">
            <ChosenPanel hall={state.present} selection={state.selection} facts={facts} lang={lang} onApply={apply} />
          </div>
          <LiveProblems problems={check.problems} current={check.current} ready={check.ready} lang={lang} pinOf={pinOf} onChoose={(stands) => select({ stands, columns: [], technicalPoints: [] })} />
          <StandList stands={state.present.stands} facts={facts} selection={state.selection} highlighted={highlighted} lang={lang} onSelect={select} onHighlight={setHighlighted} />
        </div>
      </div>
      <LeaveGuard unsaved={unsaved} />
    </Stack>
  );
}
