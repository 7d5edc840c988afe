import { splitTitle } from '@portal/core';
import { Fragment } from 'react';
import { MathText } from '../../../lib/math/MathText';

/** A title with '//' shown as a line break (learner spec §2, §3). */
export function MultilineText({ text }: { text: string }) {
  const lines = splitTitle(text);
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          <MathText text={line} />
        </Fragment>
      ))}
    </>
  );
}

/** The title on one line ('//' becomes a space), for labels and breadcrumbs. */
export const inlineTitle = (text: string) => splitTitle(text).join(' ');
