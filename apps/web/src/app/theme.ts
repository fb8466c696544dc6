import { ptBR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

// Breakpoint md = 768 px: the spec's mobile layout applies at 767 px or less.
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1b5e20' },
      secondary: { main: '#8d6e63' },
      background: { default: '#f4f6f4' },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } },
  },
  ptBR,
);
