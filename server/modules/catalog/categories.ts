import type { Schemas } from "../../http/types";
import type { CategoryRow } from "./repository";
import { sanitizeDescription } from "./sanitize";

type SubCategory = Schemas["SubCategory"];
type Category = Schemas["Category"];

/** A category with its description already sanitised (sanitising on every read would be wasteful). */
export interface CategoryNode {
  id: number;
  parentId: number | null;
  name: string;
  imageUrl: string | null;
  description: string | null;
  position: number;
  isHighlight: boolean;
  isShowcase: boolean;
  isNewArrival: boolean;
  isBestSeller: boolean;
}

/**
 * The whole category tree in memory: it has a few hundred rows at most, changes only through
 * seeding or admin writes, and answers every category operation without touching the database.
 */
export class CategoryTree {
  private readonly byId = new Map<number, CategoryNode>();
  private readonly children = new Map<number | null, CategoryNode[]>();

  constructor(rows: readonly CategoryRow[]) {
    const nodes = rows.map((row) => ({
      ...row,
      description: sanitizeDescription(row.descriptionHtml),
    }));
    nodes.sort((a, b) => a.position - b.position || a.id - b.id);
    for (const node of nodes) {
      const { descriptionHtml: _html, ...clean } = node;
      this.byId.set(node.id, clean);
      const siblings = this.children.get(node.parentId) ?? [];
      siblings.push(clean);
      this.children.set(node.parentId, siblings);
    }
  }

  get(id: number): CategoryNode | undefined {
    return this.byId.get(id);
  }

  /** Ordered by position; top-level categories for null. */
  childrenOf(id: number | null): CategoryNode[] {
    return this.children.get(id) ?? [];
  }

  /** Ordered by position. */
  topLevel(): CategoryNode[] {
    // A row whose parent is missing is treated as top level rather than silently vanishing.
    const orphans = [...this.byId.values()].filter(
      (node) => node.parentId !== null && !this.byId.has(node.parentId),
    );
    return [...this.childrenOf(null), ...orphans];
  }

  /** The category and every category below it (any depth). */
  withDescendants(id: number): number[] {
    const found: number[] = [];
    const queue = [id];
    const seen = new Set<number>();
    while (queue.length > 0) {
      const next = queue.shift() as number;
      if (seen.has(next) || !this.byId.has(next)) continue;
      seen.add(next);
      found.push(next);
      for (const child of this.childrenOf(next)) queue.push(child.id);
    }
    return found;
  }

  /** Every category that has a parent, grouped by parent (parents in tree order), then by position. */
  allSubCategories(): CategoryNode[] {
    const result: CategoryNode[] = [];
    const visit = (nodes: readonly CategoryNode[]) => {
      for (const node of nodes) {
        const children = this.childrenOf(node.id);
        result.push(...children);
        visit(children);
      }
    };
    visit(this.topLevel());
    return result;
  }

  /** Same parent, itself included; a top-level category's siblings are the top-level categories. */
  siblingsOf(id: number): CategoryNode[] {
    const node = this.byId.get(id);
    if (!node) return [];
    if (node.parentId === null || !this.byId.has(node.parentId)) return this.topLevel();
    return this.childrenOf(node.parentId);
  }

  filter(predicate: (node: CategoryNode) => boolean): CategoryNode[] {
    return this.allInTreeOrder().filter(predicate);
  }

  private allInTreeOrder(): CategoryNode[] {
    const top = this.topLevel();
    return [...top, ...this.allSubCategories()];
  }
}

export function fileOf(url: string | null): { fullUrl: string } | null {
  return url ? { fullUrl: url } : null;
}

export function toSubCategory(node: CategoryNode): SubCategory {
  return {
    id: node.id,
    name: node.name,
    fileResponse: fileOf(node.imageUrl),
    description: node.description,
  };
}

export function toCategory(tree: CategoryTree, node: CategoryNode): Category {
  return {
    id: node.id,
    name: node.name,
    fileResponse: fileOf(node.imageUrl),
    subCategories: tree.childrenOf(node.id).map(toSubCategory),
  };
}
