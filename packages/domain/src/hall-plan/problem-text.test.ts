import { describe, expect, it } from 'vitest';
import { LANGS } from '../lang.ts';
import { hallPlanMessages } from '../messages/hall-plan.ts';
import { messages } from '../messages/index.ts';
import { PLAN_EDIT_FAILURE_CODES } from './plan-edit-result.ts';
import { type HallPlanMessageCode, PLAN_MESSAGE_PLACEHOLDERS, planEditFailureText, planProblemText } from './problem-text.ts';
import { PLAN_PROBLEM_CODES, type PlanProblem } from './problems.ts';

const codes = Object.keys(hallPlanMessages) as HallPlanMessageCode[];
const placeholdersIn = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the hall plan’s messages', () => {
  it('tell every problem and every refused edit, in both languages with the same placeholders', () => {
    expect(codes).toEqual(expect.arrayContaining([...PLAN_PROBLEM_CODES, ...PLAN_EDIT_FAILURE_CODES]));
    for (const code of codes) {
      expect(placeholdersIn(hallPlanMessages[code].de), code).toEqual([...PLAN_MESSAGE_PLACEHOLDERS[code]].sort());
      expect(placeholdersIn(hallPlanMessages[code].en), code).toEqual([...PLAN_MESSAGE_PLACEHOLDERS[code]].sort());
    }
  });

  it('stay out of the shared messages every page loads first, and no shared message has the same code', () => {
    for (const code of codes) expect(Object.hasOwn(messages, code), code).toBe(false);
  });

  it('use typographic quotes and apostrophes, not typewriter ones', () => {
    for (const code of codes) {
      expect(hallPlanMessages[code].de, code).not.toMatch(/["']/);
      expect(hallPlanMessages[code].en, code).not.toMatch(/["']/);
    }
    expect(hallPlanMessages.planLayerMissing.de).toContain('„{layer}“');
  });
});

describe('a problem’s text', () => {
  it('gives widths in metres with two decimals in the language’s format, and lists the stands', () => {
    const problem: PlanProblem = { code: 'planAisleTooNarrow', stands: ['B1', 'C1'], at: [0, 0], params: { widthCm: 240, minCm: 300 } };
    expect(planProblemText(problem, 'de')).toBe('Der Gang zwischen den Ständen B1 und C1 ist nur 2,40 m breit, nötig sind mindestens 3,00 m. Bitte rücken Sie die Stände auseinander.');
    expect(planProblemText(problem, 'en')).toBe('The aisle between stands B1 and C1 is only 2.40 m wide; at least 3.00 m are needed. Please move the stands apart.');
  });

  it('names the zone a stand reaches into, and lists three stands', () => {
    expect(planProblemText({ code: 'planStandInKeepClear', stands: ['B1'], at: null, params: { zone: 'emergency_exit' } }, 'de')).toBe(
      'Stand B1 ragt in einen Notausgang. Bitte verschieben oder verkleinern Sie den Stand, damit die Fläche frei bleibt.',
    );
    expect(planProblemText({ code: 'planDuplicateNumber', stands: ['B12', 'b 012', 'B012'], at: null }, 'en')).toBe(
      'A stand number is used more than once (B12, b 012 and B012). Please give each stand a number of its own.',
    );
  });

  it('has its own text for an outline without a number and for a stand layer not found', () => {
    expect(planProblemText({ code: 'planSelfIntersection', stands: [], at: [0, 0] }, 'de')).toBe(hallPlanMessages.planOutlineSelfIntersection.de);
    expect(planProblemText({ code: 'planLayerMissing', stands: [], at: null, params: { layer: '' } }, 'en')).toBe(hallPlanMessages.planStandLayerMissing.en);
    expect(planProblemText({ code: 'planLayerMissing', stands: [], at: null, params: { layer: 'WAENDE' } }, 'de')).toBe(
      'Die Ebene „WAENDE“ fehlt in der Datei. Bitte wählen Sie eine der Ebenen der Datei.',
    );
  });

  it.each(LANGS)('leaves no placeholder open for any problem as the checks and the import give it (%s)', (lang) => {
    const params: Record<string, PlanProblem['params']> = {
      planFileTooLarge: { maxMb: 20 },
      planLayerMissing: { layer: 'STAENDE' },
      planStandInKeepClear: { zone: 'aisle' },
      planAisleTooNarrow: { widthCm: 240, minCm: 300 },
    };
    for (const code of PLAN_PROBLEM_CODES) {
      const text = planProblemText({ code, stands: ['B1'], at: null, ...(params[code] ? { params: params[code] } : {}) }, lang);
      expect(text, code).not.toMatch(/[{}]/);
    }
  });
});

describe('a refused edit’s text', () => {
  it('names the stand and the limit', () => {
    expect(planEditFailureText({ ok: false, code: 'numberTaken', number: 'B3' }, 'de')).toBe('Die Nummer B3 hat schon ein anderer Stand. Bitte wählen Sie eine andere.');
    expect(planEditFailureText({ ok: false, code: 'standNumberTooLong', number: 'X'.repeat(21) }, 'en')).toContain('at most 20 characters');
    for (const code of PLAN_EDIT_FAILURE_CODES) expect(planEditFailureText({ ok: false, code, number: 'B1' }, 'de'), code).not.toMatch(/[{}]/);
  });
});
