import {
  type CSSProperties,
  createElement,
  forwardRef,
  type ReactNode,
  type SVGProps,
} from 'react';

/**
 * The public site's build draws every lucide icon with this component instead of lucide's own
 * (the `slimLucideIcons` Vite plugin swaps it in, so icons are still imported from
 * 'lucide-react'). Lucide writes nine attributes on every <svg> (xmlns, fill, stroke, line caps,
 * two class names, …), about 250 bytes per icon and some 10 KB of a page with sixty icons. Here
 * the shared look comes from one CSS rule (`.icon` in styles/components.css) and each icon
 * carries only its size, view box and paths. A colour or stroke width given as a prop goes into
 * `style`, which wins over that rule (a plain SVG attribute would lose to it).
 */

type IconNode = [tag: string, attributes: Record<string, string | number>][];

interface IconData {
  name?: string;
  node: IconNode;
  size?: number;
  width?: number;
  height?: number;
}

interface SlimIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  icon?: IconData;
  iconNode?: IconNode;
  size?: number | string;
  color?: string;
  strokeWidth?: number | string;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  children?: ReactNode;
}

const SIZE = 24;

function labelled(props: Record<string, unknown>): boolean {
  return Object.entries(props).some(
    ([name, value]) =>
      value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'),
  );
}

const SlimIcon = forwardRef<SVGSVGElement, SlimIconProps>(function SlimIcon(
  {
    icon,
    iconNode,
    size = SIZE,
    width,
    height,
    color,
    strokeWidth,
    absoluteStrokeWidth,
    nonScalingStroke,
    className,
    style,
    children,
    ...rest
  },
  ref,
) {
  const node = icon?.node ?? iconNode ?? [];
  const viewWidth = icon?.size ?? icon?.width ?? SIZE;
  const viewHeight = icon?.size ?? icon?.height ?? SIZE;
  const stroke =
    strokeWidth !== undefined && absoluteStrokeWidth
      ? (Number(strokeWidth) * viewWidth) / Number(size)
      : strokeWidth;
  const overrides: CSSProperties = {
    ...(color ? { stroke: color } : {}),
    ...(stroke !== undefined ? { strokeWidth: stroke } : {}),
    ...style,
  };
  return createElement(
    'svg',
    {
      ref,
      width: width ?? size,
      height: height ?? size,
      viewBox: `0 0 ${viewWidth} ${viewHeight}`,
      className: className ? `icon ${className}` : 'icon',
      ...(Object.keys(overrides).length > 0 ? { style: overrides } : {}),
      ...(children || labelled(rest) ? {} : { 'aria-hidden': 'true' }),
      ...rest,
    },
    ...node.map(([tag, attributes]) =>
      createElement(
        tag,
        nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...attributes } : attributes,
      ),
    ),
    children,
  );
});

export default SlimIcon;
