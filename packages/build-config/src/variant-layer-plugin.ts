import type { AtRule, Container, Plugin, Root } from 'postcss';

/**
 * Layer order every app's stylesheet declares first, so it is the same whichever loads first.
 * `variants` comes after `utilities`.
 */
export const LAYER_ORDER = 'theme, base, components, utilities, variants';

const hasNestedAtRule = (node: Container): boolean => {
  let isFound = false;
  node.walkAtRules(() => {
    isFound = true;
    return false;
  });
  return isFound;
};

/**
 * Each app (shell and remotes) ships its own Tailwind stylesheet, so one page holds several.
 * A later sheet's `.grid` would then beat an earlier sheet's `md:hidden` (same specificity,
 * same layer, later wins) and break the shell's layout once a remote loads. Moving every
 * utility that sits inside an at-rule (@media, @supports, @container) into a `variants`
 * layer after `utilities` makes such variants win across sheets, as they do within one.
 */
export const variantLayerPlugin = (): Plugin => ({
  postcssPlugin: 'manifest-variant-layer',
  OnceExit(root: Root, { AtRule: CreateAtRule }) {
    const utilityLayers: AtRule[] = [];
    root.walkAtRules('layer', (layer) => {
      if (layer.params === 'utilities' && layer.nodes) utilityLayers.push(layer);
    });
    if (utilityLayers.length === 0) return;

    const variants = new CreateAtRule({ name: 'layer', params: 'variants' });
    for (const layer of utilityLayers) {
      layer.each((node) => {
        const isVariant = node.type === 'atrule' || (node.type === 'rule' && hasNestedAtRule(node));
        if (isVariant) variants.append(node.remove());
      });
    }
    if (variants.nodes?.length) utilityLayers.at(-1)?.after(variants);
    root.prepend(new CreateAtRule({ name: 'layer', params: LAYER_ORDER }));
  },
});
