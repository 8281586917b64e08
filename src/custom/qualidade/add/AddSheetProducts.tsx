import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { ProductIdOption } from '../technicalSheets';

const TEXT = 'pages.addTechnicalSheet';

export interface AddSheetProductsProps {
  products: readonly ProductIdOption[];
  onRemove: (productId: number) => void;
  disabled: boolean;
}

/** The products the sheet will cover, each with its remove button. */
export function AddSheetProducts({ products, onRemove, disabled }: AddSheetProductsProps) {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate(`${TEXT}.products`)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${TEXT}.productId`)}</TableCell>
            <TableCell>{translate(`${TEXT}.productName`)}</TableCell>
            <TableCell padding="checkbox" />
          </TableRow>
        </TableHead>
        <TableBody>
          {products.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>{translate(`${TEXT}.noProducts`)}</TableCell>
            </TableRow>
          )}
          {products.map((product) => (
            <TableRow key={product.productId}>
              <TableCell>{product.productId}</TableCell>
              <TableCell>{product.name}</TableCell>
              <TableCell padding="checkbox">
                <IconButton
                  size="small"
                  aria-label={translate(`${TEXT}.removeProduct`, { id: product.productId })}
                  disabled={disabled}
                  onClick={() => onRemove(product.productId)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
