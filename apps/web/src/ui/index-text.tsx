import { Fragment } from 'react';

/**
 * An e-mail address that wraps only at sensible points: before the "@" or a dot (the next line starts with it, as
 * style guides break addresses) and after a hyphen or underscore, never inside a word (a long address in a narrow
 * cell or a phone's row).
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[_-])|(?=[.@])/);
  return (
    <span style={{ overflowWrap: 'normal', wordBreak: 'normal' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
