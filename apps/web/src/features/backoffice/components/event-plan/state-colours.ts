import type { StandState } from '@messeportal/domain';

/** Each sales state's fill on the plan and in the legend; the list beside the plan says the state in words. */
export const STATE_FILL: Record<StandState, string> = {
  available: 'var(--mantine-color-green-1)',
  requested: 'var(--mantine-color-lime-3)',
  held: 'var(--mantine-color-yellow-3)',
  option: 'var(--mantine-color-orange-3)',
  proposed: 'var(--mantine-color-violet-3)',
  booked: 'var(--mantine-color-blue-4)',
  blocked: 'var(--mantine-color-gray-5)',
};
