import { Accordion } from './accordion';
import { Badge } from './badge';
import { Card, Cards } from './cards';
import { FileTree } from './file-tree';
import { Steps } from './steps';
import { ZoomImage } from './zoom-image';

/** The MDX kit: the components writers use (props in lib/markdown/component-props.ts) and docs images that zoom. */
export const kitComponents = { Steps, Cards, Card, Accordion, FileTree, Badge, img: ZoomImage };
