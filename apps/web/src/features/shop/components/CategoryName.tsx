import { Fragment } from 'react';
import { MathText } from '../../../lib/math/MathText';

/** A category name; '//' marks a line break (learner spec §3). */
export function CategoryName({ name }: { name: string }) {
  const parts = name.split(/\s*\/\/\s*/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          <MathText text={part} />
        </Fragment>
      ))}
    </>
  );
}
