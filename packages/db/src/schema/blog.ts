// Declared with its rules and words in packages/core/src/entities/blog-post.ts.
export { blogPosts } from '@oficina/core';
