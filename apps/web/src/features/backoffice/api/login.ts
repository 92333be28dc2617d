import type { LoginCodeInput, LoginInput, StaffInfo, StaffLoginAnswer, StaffLoginSetupAnswer, StaffSecondStep, TwoFactorSecretAnswer } from '@messeportal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';
import { storeStaffSession, takeTarget } from '../../../api/session.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { staffDestinationAfterLogin } from '../model/after-login.ts';

type LoginStep = StaffLoginAnswer | StaffSecondStep;

/** Where the browser keeps its key for the back office's logins (beside mp_be_token and mp_be_user). */
const STAFF_DEVICE_KEY = 'mp_be_device';

/**
 * This browser's key for the back office's logins (issue 32): made once and kept, so that the server can tell a
 * login from a browser the staff member never used before and mail them. Random, naming nobody; not a secret.
 */
function staffDeviceKey(): string {
  let key = localStorage.getItem(STAFF_DEVICE_KEY);
  if (!key) {
    // getRandomValues, unlike randomUUID, works on a plain-HTTP origin too.
    key = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(STAFF_DEVICE_KEY, key);
  }
  return key;
}

/** A staff session of a login answer; one without token or staff flag counts as a failed login. */
function sessionOf(answer: Partial<StaffLoginAnswer> | null): StaffLoginAnswer {
  if (!answer?.token || !answer.userinfo?.isBE) throw new ApiError(401);
  return { token: answer.token, userinfo: answer.userinfo };
}

/**
 * `POST /be/login_check`, with this browser's key: the session, or the second step the login needs (the
 * authenticator's code, or setting one up where the organiser requires it).
 */
export async function staffLogin(input: LoginInput, locale: Locale): Promise<LoginStep> {
  const answer = await apiRequest<(Partial<StaffLoginAnswer> & Partial<StaffSecondStep>) | null>('/be/login_check', { body: { ...input, device: staffDeviceKey() }, locale });
  if (answer?.secondStep && answer.challenge) return { secondStep: answer.secondStep, challenge: answer.challenge };
  return sessionOf(answer);
}

/** Stores a staff member's new session and opens the back-office page that asked for the login (or the start page). */
function useOpenStaffSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async ({ token, userinfo }: { token: string; userinfo: StaffInfo }) => {
    // Nothing a previous staff member (or the configurator without staff rights) loaded may show.
    queryClient.clear();
    storeStaffSession(token, userinfo);
    await navigate(staffDestinationAfterLogin(takeTarget()), { replace: true });
  };
}

/** The password step: a session opens at once; a second step is the caller's to show (the mutation's data). */
export function useStaffLogin(locale: Locale) {
  const openSession = useOpenStaffSession();
  return useMutation({
    mutationFn: (input: LoginInput) => staffLogin(input, locale),
    onSuccess: async (step) => {
      if ('token' in step) await openSession(step);
    },
  });
}

/** `POST /be/login_code`: the second step with the authenticator's code or a recovery code; the session opens. */
export function useStaffLoginCode(locale: Locale) {
  const openSession = useOpenStaffSession();
  return useMutation({
    mutationFn: async (input: LoginCodeInput) => sessionOf(await apiRequest<Partial<StaffLoginAnswer>>('/be/login_code', { body: input, locale })),
    onSuccess: openSession,
  });
}

/** `POST /be/login_setup`: the authenticator secret a required second factor is set up with, at this login. */
export function useStaffLoginSetup(challenge: string, locale: Locale) {
  return useQuery({
    queryKey: ['staffLoginSetup', challenge],
    queryFn: () => apiRequest<TwoFactorSecretAnswer>('/be/login_setup', { body: { challenge }, locale }),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * `POST /be/login_setup/confirm`: the first code confirms the secret; the answer's recovery codes are shown before
 * the session opens (`open`).
 */
export function useStaffLoginSetupConfirm(locale: Locale) {
  const openSession = useOpenStaffSession();
  const mutation = useMutation({
    mutationFn: (input: LoginCodeInput) => apiRequest<StaffLoginSetupAnswer>('/be/login_setup/confirm', { body: input, locale }),
  });
  return { mutation, open: () => mutation.data && openSession(sessionOf(mutation.data)) };
}
