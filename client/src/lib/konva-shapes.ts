/**
 * React Konva with only the shapes we draw. `react-konva`'s main entry loads all of Konva (every
 * shape and filter); its core entry loads Stage, Layer and Group, and each shape registers
 * itself with Konva when its module is imported. Import Konva components from here.
 * A shape missing below is drawn as nothing, with "Konva has no node with the type …" in the console.
 * The shape imports are side effects: this file is listed in package.json's `sideEffects`, or the
 * bundler would skip them (the rest of the client is declared free of side effects).
 */
import 'konva/lib/shapes/Arrow';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Text';
import 'konva/lib/shapes/Transformer';

export { Arrow, Group, Image, Layer, Line, Rect, Stage, Text, Transformer } from 'react-konva/lib/ReactKonvaCore';
