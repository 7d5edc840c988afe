import { breadcrumbs } from '@portal/core';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { errorText } from '../../../lib/api';
import { generateRole } from '../api/cache';
import type { Role } from '../api/roles';
import { generateInOrder, type GenerateState } from '../state';

/** What generating needs of a role (from GET /api/roles or GET /api/roles/category). */
export type GeneratableRole = Pick<Role, 'id' | 'category_id' | 'category_title' | 'user_id' | 'generated'>;

export interface GenerateFailure {
  roleId: number;
  category: string;
  user: string;
  message: string;
}

interface GenerateApi {
  /** The role's state: the local result of a generation, else the server's generated flag. */
  stateOf: (role: GeneratableRole) => GenerateState;
  running: boolean;
  failure: GenerateFailure | null;
  dismiss: () => void;
  /** Generates the roles one by one; the first failure shows the alert and stops the loop. */
  generate: (roles: GeneratableRole[], userName: (role: GeneratableRole) => string) => Promise<void>;
}

const GenerateContext = createContext<GenerateApi | null>(null);

export function GenerateProvider({ children }: { children: ReactNode }) {
  const [states, setStates] = useState<Record<number, GenerateState>>({});
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<GenerateFailure | null>(null);

  const generate = useCallback<GenerateApi['generate']>(async (roles, userName) => {
    setFailure(null);
    setRunning(true);
    // every role starts at false, then becomes true or 'error'
    setStates((s) => ({ ...s, ...Object.fromEntries(roles.map((r) => [r.id, false])) }));
    try {
      const result = await generateInOrder(
        roles,
        (role) => generateRole(role.category_id, role.user_id),
        (id, state) => setStates((s) => ({ ...s, [id]: state })),
      );
      if (result.failed) {
        const { role, error } = result.failed;
        setFailure({
          roleId: role.id,
          category: breadcrumbs(role.category_title),
          user: userName(role),
          message: errorText(error),
        });
      }
    } finally {
      setRunning(false);
    }
  }, []);

  const api = useMemo<GenerateApi>(
    () => ({
      stateOf: (role) => (role.id in states ? states[role.id] : role.generated),
      running,
      failure,
      dismiss: () => setFailure(null),
      generate,
    }),
    [states, running, failure, generate],
  );
  return <GenerateContext.Provider value={api}>{children}</GenerateContext.Provider>;
}

export function useGenerate(): GenerateApi {
  const api = useContext(GenerateContext);
  if (!api) throw new Error('useGenerate outside GenerateProvider');
  return api;
}
