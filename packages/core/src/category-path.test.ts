import { describe, expect, it } from 'vitest';
import { breadcrumbs } from './category-path';

describe('breadcrumbs', () => {
  it('shows a path’s // separators as breadcrumbs, never raw', () => {
    expect(breadcrumbs('Mathematik//Maturität')).toBe('Mathematik › Maturität');
    expect(breadcrumbs(' Physik // Optik //  Linsen ')).toBe('Physik › Optik › Linsen');
    expect(breadcrumbs('Chemie')).toBe('Chemie');
    expect(breadcrumbs('//Biologie//')).toBe('Biologie');
  });
});
