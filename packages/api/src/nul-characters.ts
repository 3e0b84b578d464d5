type Key = string | number;
interface Node {
  value: unknown;
  key?: Key;
  parent?: Node;
}

const pathOf = (node: Node, last?: Key): Key[] => {
  const path: Key[] = last === undefined ? [] : [last];
  for (let n: Node | undefined = node; n?.key !== undefined; n = n.parent) path.unshift(n.key);
  return path;
};

/**
 * Where a request's input holds the NUL character (U+0000), as field paths. PostgreSQL text
 * and JSON cannot store it, so such input is refused up front with the field named. The walk
 * is iterative and builds a path only for a hit: input nested thousands of levels deep must
 * neither overflow the stack nor cost a copy of its path per level.
 */
export function nulCharacterPaths(input: unknown, limit = 20): Key[][] {
  const found: Key[][] = [];
  const stack: Node[] = [{ value: input }];
  while (stack.length && found.length < limit) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(pathOf(node));
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], key: i, parent: node });
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) found.push(pathOf(node, key));
        else stack.push({ value: item, key, parent: node });
      }
    }
  }
  return found;
}
