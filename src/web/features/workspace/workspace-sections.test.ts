import { describe, expect, it } from 'vitest';
import { parseWorkspaceSection, workspaceSections } from './workspace-sections';

describe('workspace sections', () => {
  it('are the four of the spec and the orders, tasks first', () => {
    expect(workspaceSections).toEqual(['tasks', 'listings', 'orders', 'performance', 'integrations']);
  });

  it('read ?section= and fall back to tasks', () => {
    expect(parseWorkspaceSection('performance')).toBe('performance');
    expect(parseWorkspaceSection('orders')).toBe('orders');
    expect(parseWorkspaceSection(null)).toBe('tasks');
    expect(parseWorkspaceSection('Performance')).toBe('tasks');
    expect(parseWorkspaceSection('cart')).toBe('tasks');
  });
});
