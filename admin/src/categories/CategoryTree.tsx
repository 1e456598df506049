import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import NorthWestIcon from '@mui/icons-material/NorthWest';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  TextField as MuiTextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type DragEvent, type ReactNode } from 'react';
import {
  Button,
  CreateButton,
  Link,
  Loading,
  Title,
  TopToolbar,
  useCreatePath,
  useNotify,
  useTranslate,
} from 'react-admin';
import { categoryApi } from './categoryApi';
import type { CategoryTreeNode } from './types';
import { useCategoryName } from './useCategoryName';

const TREE_QUERY = ['categories', 'tree'] as const;
const T = 'category_editor.tree';

type Drop = 'before' | 'into' | 'after';
interface Move {
  id: number;
  parentId: number | null;
  position: number;
}

/** The children of each parent (null: the top level), in their order. */
function childrenByParent(nodes: CategoryTreeNode[]): Map<number | null, CategoryTreeNode[]> {
  const map = new Map<number | null, CategoryTreeNode[]>();
  for (const node of [...nodes].sort((a, b) => a.position - b.position || a.id - b.id)) {
    const siblings = map.get(node.parentId) ?? [];
    siblings.push(node);
    map.set(node.parentId, siblings);
  }
  return map;
}

/** The category and every category under it. */
function subtreeIds(id: number, children: Map<number | null, CategoryTreeNode[]>): Set<number> {
  const ids = new Set([id]);
  for (const current of ids) for (const child of children.get(current) ?? []) ids.add(child.id);
  return ids;
}

/** Where a drop onto `target` puts the dragged category; positions count without the dragged one. */
function dropMove(
  dragged: CategoryTreeNode,
  target: CategoryTreeNode,
  drop: Drop,
  children: Map<number | null, CategoryTreeNode[]>,
): Move {
  if (drop === 'into') {
    const inside = (children.get(target.id) ?? []).filter((node) => node.id !== dragged.id);
    return { id: dragged.id, parentId: target.id, position: inside.length };
  }
  const siblings = (children.get(target.parentId) ?? []).filter((node) => node.id !== dragged.id);
  const index = siblings.findIndex((node) => node.id === target.id);
  return { id: dragged.id, parentId: target.parentId, position: drop === 'before' ? index : index + 1 };
}

function dropZone(event: DragEvent<HTMLElement>): Drop {
  const box = event.currentTarget.getBoundingClientRect();
  const y = (event.clientY - box.top) / box.height;
  return y < 0.25 ? 'before' : y > 0.75 ? 'after' : 'into';
}

/**
 * The category tree of the back office (issue 16): drag a category onto another to move it inside, or onto the
 * top or bottom edge of one to sort it before or after; the buttons beside each do the same from the keyboard.
 * A move rewrites the addresses of the moved subtree and leaves 301 redirects from the old ones.
 */
export const CategoryTree = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const nameOf = useCategoryName();
  const { data, isPending, error } = useQuery({ queryKey: TREE_QUERY, queryFn: categoryApi.tree });
  const [dragged, setDragged] = useState<CategoryTreeNode | null>(null);
  const [hover, setHover] = useState<{ id: number; drop: Drop } | null>(null);
  const [moving, setMoving] = useState<CategoryTreeNode | null>(null);
  const [busy, setBusy] = useState(false);

  if (isPending) return <Loading />;
  if (error || !data) return <Alert severity="error">{translate(`${T}.load_failed`)}</Alert>;
  const children = childrenByParent(data);
  const byId = new Map(data.map((node) => [node.id, node]));

  const move = async (next: Move) => {
    setBusy(true);
    try {
      await categoryApi.move(next.id, next.parentId, next.position);
      notify(`${T}.moved`, { type: 'success' });
    } catch (cause) {
      notify(`${T}.move_failed`, {
        type: 'error',
        messageArgs: { message: cause instanceof Error ? cause.message : String(cause) },
      });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['categories'] });
    }
  };

  const onDrop = (target: CategoryTreeNode, event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setHover(null);
    const source = dragged;
    setDragged(null);
    if (!source || subtreeIds(source.id, children).has(target.id)) return;
    void move(dropMove(source, target, dropZone(event), children));
  };

  const renderLevel = (parentId: number | null, depth: number) => {
    const level = children.get(parentId) ?? [];
    if (level.length === 0) return null;
    return (
      <Box
        component="ul"
        role={depth === 0 ? 'tree' : 'group'}
        sx={{ listStyle: 'none', m: 0, pl: depth ? 3 : 0 }}
      >
        {level.map((node, index) => (
          <TreeItem
            key={node.id}
            node={node}
            name={nameOf(node.names)}
            depth={depth}
            first={index === 0}
            last={index === level.length - 1}
            busy={busy}
            hover={hover?.id === node.id ? hover.drop : null}
            onDragStart={() => setDragged(node)}
            onDragEnd={() => {
              setDragged(null);
              setHover(null);
            }}
            onDragOver={(event) => {
              if (!dragged || subtreeIds(dragged.id, children).has(node.id)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              const drop = dropZone(event);
              if (hover?.id !== node.id || hover.drop !== drop) setHover({ id: node.id, drop });
            }}
            onDrop={(event) => onDrop(node, event)}
            onMoveUp={() => void move({ id: node.id, parentId, position: index - 1 })}
            onMoveDown={() => void move({ id: node.id, parentId, position: index + 1 })}
            onMoveOut={() => {
              const parent = parentId === null ? undefined : byId.get(parentId);
              if (!parent) return;
              const grand = children.get(parent.parentId) ?? [];
              void move({ id: node.id, parentId: parent.parentId, position: grand.indexOf(parent) + 1 });
            }}
            onMoveInto={() => setMoving(node)}
          >
            {renderLevel(node.id, depth + 1)}
          </TreeItem>
        ))}
      </Box>
    );
  };

  return (
    <Box>
      <Title title={`${T}.title`} />
      <TopToolbar>
        <CreateButton resource="categories" label={`${T}.create`} />
      </TopToolbar>
      <Card>
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${T}.hint`)}
          </Typography>
          {data.length === 0 ? <Typography>{translate(`${T}.empty`)}</Typography> : renderLevel(null, 0)}
        </CardContent>
      </Card>
      {moving ? (
        <MoveIntoDialog
          node={moving}
          nodes={data}
          excluded={subtreeIds(moving.id, children)}
          nameOf={nameOf}
          onClose={() => setMoving(null)}
          onMove={(parentId) => {
            setMoving(null);
            void move({ id: moving.id, parentId, position: (children.get(parentId) ?? []).length });
          }}
        />
      ) : null}
    </Box>
  );
};

interface TreeItemProps {
  node: CategoryTreeNode;
  name: string;
  depth: number;
  first: boolean;
  last: boolean;
  busy: boolean;
  hover: Drop | null;
  children: ReactNode;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onMoveOut: () => void;
  onMoveInto: () => void;
}

const TreeItem = (props: TreeItemProps) => {
  const { node, name, depth, hover } = props;
  const translate = useTranslate();
  const createPath = useCreatePath();
  const label = (key: string) => translate(`${T}.${key}`, { name });
  const outline =
    hover === 'into'
      ? { outline: '2px solid', outlineColor: 'primary.main' }
      : hover === 'before'
        ? {
            boxShadow: (theme: { palette: { primary: { main: string } } }) =>
              `inset 0 3px 0 ${theme.palette.primary.main}`,
          }
        : hover === 'after'
          ? {
              boxShadow: (theme: { palette: { primary: { main: string } } }) =>
                `inset 0 -3px 0 ${theme.palette.primary.main}`,
            }
          : {};
  return (
    <Box component="li" role="treeitem" aria-label={name} aria-level={depth + 1} data-category-id={node.id}>
      <Box
        draggable={!props.busy}
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', String(node.id));
          props.onDragStart();
        }}
        onDragEnd={props.onDragEnd}
        onDragOver={props.onDragOver}
        onDragLeave={() => undefined}
        onDrop={props.onDrop}
        data-testid={`category-row-${node.code}`}
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          py: 0.5,
          px: 1,
          borderRadius: 1,
          '&:hover': { bgcolor: 'action.hover' },
          ...outline,
        }}
      >
        <DragIndicatorIcon fontSize="small" sx={{ cursor: 'grab', color: 'text.secondary' }} aria-hidden />
        <Link
          to={createPath({ resource: 'categories', id: node.id, type: 'edit' })}
          aria-label={label('edit')}
          sx={{ fontWeight: depth === 0 ? 600 : 400, flex: '1 1 10rem', minWidth: 0 }}
        >
          {name}
        </Link>
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {node.code}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate(`${T}.products`, { count: node.productCount, smart_count: node.productCount })}
        </Typography>
        {node.published ? null : <Chip size="small" color="warning" label={translate(`${T}.unpublished`)} />}
        <Box sx={{ display: 'flex' }}>
          <MoveButton label={label('move_up')} disabled={props.busy || props.first} onClick={props.onMoveUp}>
            <ArrowUpwardIcon fontSize="small" />
          </MoveButton>
          <MoveButton
            label={label('move_down')}
            disabled={props.busy || props.last}
            onClick={props.onMoveDown}
          >
            <ArrowDownwardIcon fontSize="small" />
          </MoveButton>
          <MoveButton
            label={label('move_out')}
            disabled={props.busy || node.parentId === null}
            onClick={props.onMoveOut}
          >
            <NorthWestIcon fontSize="small" />
          </MoveButton>
          <MoveButton label={label('move_into')} disabled={props.busy} onClick={props.onMoveInto}>
            <DriveFileMoveIcon fontSize="small" />
          </MoveButton>
        </Box>
      </Box>
      {props.children}
    </Box>
  );
};

/** An icon button named for screen readers and shown by a tooltip; the span keeps the tooltip when disabled. */
const MoveButton = (props: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) => (
  <Tooltip title={props.label}>
    <span>
      <IconButton size="small" aria-label={props.label} disabled={props.disabled} onClick={props.onClick}>
        {props.children}
      </IconButton>
    </span>
  </Tooltip>
);

interface MoveIntoDialogProps {
  node: CategoryTreeNode;
  nodes: CategoryTreeNode[];
  excluded: Set<number>;
  nameOf: (names: Record<string, string>) => string;
  onClose: () => void;
  onMove: (parentId: number | null) => void;
}

const TOP = 'top';

/** The keyboard's way to move a category under another parent. */
const MoveIntoDialog = ({ node, nodes, excluded, nameOf, onClose, onMove }: MoveIntoDialogProps) => {
  const translate = useTranslate();
  const [parent, setParent] = useState<string>(node.parentId === null ? TOP : String(node.parentId));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const pathName = (n: CategoryTreeNode): string => {
    const parentNode = n.parentId === null ? undefined : byId.get(n.parentId);
    return parentNode ? `${pathName(parentNode)} › ${nameOf(n.names)}` : nameOf(n.names);
  };
  const choices = nodes
    .filter((n) => !excluded.has(n.id))
    .map((n) => ({ id: String(n.id), name: pathName(n) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(`${T}.move_into_title`, { name: nameOf(node.names) })}</DialogTitle>
      <DialogContent>
        <MuiTextField
          select
          fullWidth
          margin="dense"
          label={translate(`${T}.new_parent`)}
          value={parent}
          onChange={(event) => setParent(event.target.value)}
        >
          <MenuItem value={TOP}>{translate(`${T}.top_level`)}</MenuItem>
          {choices.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </MuiTextField>
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} />
        <Button
          label={`${T}.move`}
          variant="contained"
          onClick={() => onMove(parent === TOP ? null : Number(parent))}
        />
      </DialogActions>
    </Dialog>
  );
};
