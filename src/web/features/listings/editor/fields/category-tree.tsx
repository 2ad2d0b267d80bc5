import { flattenTaxonomy, type TaxonomyCategory } from '@shared/catalog/taxonomy';
import { ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useMemo } from 'react';
import { cn } from '../../../../components/ui/cn';
import type { Language } from '../../../../lib/i18n';

let childrenByParent: Map<string | null, TaxonomyCategory[]> | undefined;

/** The taxonomy as parent id → children in authored order (null for the top level). */
export function categoryChildren(): Map<string | null, TaxonomyCategory[]> {
  if (childrenByParent) return childrenByParent;
  const map = new Map<string | null, TaxonomyCategory[]>();
  for (const category of flattenTaxonomy()) {
    const siblings = map.get(category.parentId) ?? [];
    siblings.push(category);
    map.set(category.parentId, siblings);
  }
  childrenByParent = map;
  return map;
}

export function treeItemId(baseId: string, categoryId: string): string {
  return `${baseId}-node-${categoryId}`;
}

export interface CategoryTreeProps {
  baseId: string;
  label: string;
  language: Language;
  selectedId: string;
  expandedIds: ReadonlySet<string>;
  onExpandedChange(next: Set<string>): void;
  /** The item that takes Tab focus (roving tabindex). */
  activeId: string;
  onActiveChange(id: string): void;
  onChooseLeaf(category: TaxonomyCategory): void;
  /** Set to an id to move keyboard focus there once it is rendered. */
  focusRequest: string | null;
  onFocusHandled(): void;
}

/**
 * WAI-ARIA tree view: Up/Down move, Right opens or enters, Left closes or goes to the parent,
 * Home/End jump, Enter/Space choose a leaf or toggle a branch. Only leaves can be chosen.
 */
export function CategoryTree({
  baseId,
  label,
  language,
  selectedId,
  expandedIds,
  onExpandedChange,
  activeId,
  onActiveChange,
  onChooseLeaf,
  focusRequest,
  onFocusHandled,
}: CategoryTreeProps) {
  const children = categoryChildren();

  const visible = useMemo(() => {
    const result: TaxonomyCategory[] = [];
    const walk = (parentId: string | null) => {
      for (const category of children.get(parentId) ?? []) {
        result.push(category);
        if (expandedIds.has(category.id)) walk(category.id);
      }
    };
    walk(null);
    return result;
  }, [children, expandedIds]);
  // A collapsed branch may hide the active item; the tree must stay reachable with Tab.
  const tabStopId = visible.some((category) => category.id === activeId) ? activeId : (visible[0]?.id ?? '');

  useEffect(() => {
    if (!focusRequest) return;
    document.getElementById(treeItemId(baseId, focusRequest))?.focus();
    onFocusHandled();
  }, [focusRequest, baseId, onFocusHandled]);

  const focusItem = (id: string) => {
    onActiveChange(id);
    document.getElementById(treeItemId(baseId, id))?.focus();
  };

  const setExpanded = (id: string, isOpen: boolean) => {
    const next = new Set(expandedIds);
    if (isOpen) next.add(id);
    else next.delete(id);
    onExpandedChange(next);
  };

  const activate = (category: TaxonomyCategory) => {
    onActiveChange(category.id);
    if (category.isLeaf) onChooseLeaf(category);
    else setExpanded(category.id, !expandedIds.has(category.id));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = visible.findIndex((category) => category.id === tabStopId);
    const current = visible[index];
    if (!current) return;
    const isOpen = expandedIds.has(current.id);
    let handled = true;
    switch (event.key) {
      case 'ArrowDown': {
        const next = visible[index + 1];
        if (next) focusItem(next.id);
        break;
      }
      case 'ArrowUp': {
        const previous = visible[index - 1];
        if (previous) focusItem(previous.id);
        break;
      }
      case 'ArrowRight':
        if (current.isLeaf) break;
        if (!isOpen) setExpanded(current.id, true);
        else {
          const firstChild = children.get(current.id)?.[0];
          if (firstChild) focusItem(firstChild.id);
        }
        break;
      case 'ArrowLeft':
        if (!current.isLeaf && isOpen) setExpanded(current.id, false);
        else if (current.parentId) focusItem(current.parentId);
        break;
      case 'Home': {
        const first = visible[0];
        if (first) focusItem(first.id);
        break;
      }
      case 'End': {
        const last = visible.at(-1);
        if (last) focusItem(last.id);
        break;
      }
      case 'Enter':
      case ' ':
        activate(current);
        break;
      default:
        handled = false;
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  // The APG navigation tree's shape: each treeitem holds only its own name and owns the group of
  // children beside it, so its visible text is its name, not its open branch (WCAG 2.5.3, ADR 041).
  // aria-labelledby keeps the owned group out of the name, which would otherwise count it.
  const renderLevel = (parentId: string | null, level: number) => {
    const siblings = children.get(parentId) ?? [];
    return siblings.map((category, position) => {
      const isOpen = expandedIds.has(category.id);
      const itemId = treeItemId(baseId, category.id);
      const groupId = `${itemId}-group`;
      const labelId = `${itemId}-label`;
      const isSelected = category.id === selectedId;
      const hasGroup = !category.isLeaf && isOpen;
      return (
        <li key={category.id} role="none">
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the tree element handles the keyboard for all items */}
          <div
            id={itemId}
            role="treeitem"
            aria-labelledby={labelId}
            aria-level={level}
            aria-setsize={siblings.length}
            aria-posinset={position + 1}
            aria-expanded={category.isLeaf ? undefined : isOpen}
            aria-selected={category.isLeaf ? isSelected : undefined}
            aria-owns={hasGroup ? groupId : undefined}
            tabIndex={category.id === tabStopId ? 0 : -1}
            onFocus={() => onActiveChange(category.id)}
            onClick={() => activate(category)}
            style={{ paddingInlineStart: `${(level - 1) * 1.25 + 0.5}rem` }}
            className={cn(
              'flex min-h-9 cursor-pointer items-center gap-1.5 rounded-lg pr-2 text-sm outline-offset-0 hover:bg-surface-sunken',
              isSelected && 'bg-brand-soft font-semibold text-brand-strong',
            )}
          >
            {category.isLeaf ? (
              <span aria-hidden="true" className="inline-block size-4 shrink-0" />
            ) : (
              <ChevronRight
                aria-hidden="true"
                className={cn('size-4 shrink-0 transition-transform', isOpen && 'rotate-90')}
              />
            )}
            <span id={labelId}>{category.name[language]}</span>
          </div>
          {hasGroup && (
            // biome-ignore lint/a11y/useSemanticElements: role group is what a tree view's nested list needs
            <ul id={groupId} role="group">
              {renderLevel(category.id, level + 1)}
            </ul>
          )}
        </li>
      );
    });
  };

  return (
    <ul
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a tree view's items must sit in a list
      role="tree"
      aria-label={label}
      onKeyDown={handleKeyDown}
      className="max-h-80 overflow-y-auto rounded-xl border border-line p-1"
    >
      {renderLevel(null, 1)}
    </ul>
  );
}
