<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="board_tiles" tilewidth="64" tileheight="64" tilecount="3" columns="3">
 <image source="board_tiles.png" width="192" height="64"/>
</tileset>
