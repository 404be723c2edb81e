import type { GrantAdminResult } from '@/domain';
import { call } from '@/lib/callable';
import './callables';

export function grantAdmin(email: string): Promise<GrantAdminResult> {
  return call('grantAdmin', { email });
}
