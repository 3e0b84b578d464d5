import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <main id="conteudo">
      <h1>Oops! Página não encontrada</h1>
      <p>
        <Link to="/">Voltar para o início</Link>
      </p>
    </main>
  );
}
